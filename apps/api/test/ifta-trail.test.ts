import { greatCircleMiles, ROAD_FACTOR } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { createTrailMiles, estimatedPathMiles, NOWHERE } from '../src/modules/ifta/ifta-trail';

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const T0 = Date.parse('2026-08-10T00:00:00Z');
/** Two days starting at T0. */
const DAYS = [T0, T0 + DAY];
const GAP = 30 * MINUTE;

const total = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
const byCode = (m: Map<string, number>) => {
  const out: Record<string, number> = {};
  for (const [key, miles] of m) {
    const code = key.split('|')[1]!;
    out[code] = (out[code] ?? 0) + miles;
  }
  return out;
};

describe("a truck's trail by jurisdiction and day", () => {
  it('counts each stretch on the day it ends, split at the border', () => {
    const trail = createTrailMiles(DAYS, GAP);
    // Wichita (KS) south to Oklahoma City (OK), a fix every ten minutes, across midnight.
    const from = { lat: 37.6872, lng: -97.3301 };
    const to = { lat: 35.4676, lng: -97.5164 };
    const start = T0 + DAY - 60 * MINUTE;
    for (let i = 0; i <= 15; i++)
      trail.add({
        at: start + i * 10 * MINUTE,
        lat: from.lat + ((to.lat - from.lat) * i) / 15,
        lng: from.lng + ((to.lng - from.lng) * i) / 15,
      });
    expect(trail.gaps).toEqual([]);
    const codes = byCode(trail.miles);
    expect(Object.keys(codes).sort()).toEqual(['KS', 'OK']);
    expect(total(trail.miles)).toBeCloseTo(greatCircleMiles(from, to), 3);
    // Five stretches end before midnight; the one ending on the stroke of midnight is the next day's.
    const day0 = [...trail.miles].filter(([k]) => k.startsWith('0|')).reduce((s, [, m]) => s + m, 0);
    expect(day0).toBeCloseTo((total(trail.miles) * 5) / 15, 1);
  });

  it('keeps a silence over which the truck moved aside as a gap, and one over which it stood as miles', () => {
    const trail = createTrailMiles(DAYS, GAP);
    const yard = { lat: 35.4676, lng: -97.5164 };
    trail.add({ at: T0, ...yard });
    // Forty minutes of silence, parked within a few hundred feet: no gap.
    trail.add({ at: T0 + 40 * MINUTE, lat: yard.lat + 0.001, lng: yard.lng });
    expect(trail.gaps).toEqual([]);
    // Ten minutes later and eight miles on: an ordinary stretch.
    trail.add({ at: T0 + 50 * MINUTE, lat: yard.lat + 0.12, lng: yard.lng });
    expect(trail.gaps).toEqual([]);
    // Two hours of silence and 130 miles on: a gap, not counted as miles.
    const before = total(trail.miles);
    const far = { at: T0 + 170 * MINUTE, lat: 37.4, lng: -97.4 };
    trail.add(far);
    expect(trail.gaps).toEqual([{ from: { at: T0 + 50 * MINUTE, lat: yard.lat + 0.12, lng: yard.lng }, to: far }]);
    expect(total(trail.miles)).toBe(before);
    expect(trail.fixes).toBe(4);
  });

  it('estimates a route through stops with the road factor, split by jurisdiction', () => {
    const route = [
      { lat: 32.7767, lng: -96.797 },
      { lat: 35.4676, lng: -97.5164 },
      { lat: 37.6872, lng: -97.3301 },
    ];
    const miles = estimatedPathMiles(route);
    expect([...miles.keys()].sort()).toEqual(['KS', 'OK', 'TX']);
    const chord = greatCircleMiles(route[0]!, route[1]!) + greatCircleMiles(route[1]!, route[2]!);
    expect(total(miles)).toBeCloseTo(chord * ROAD_FACTOR, 3);
    // Open water between two coasts is nobody's.
    expect([
      ...estimatedPathMiles([
        { lat: 29.95, lng: -90.07 },
        { lat: 27.95, lng: -82.46 },
      ]).keys(),
    ]).toContain(NOWHERE);
  });
});
