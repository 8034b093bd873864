import { greatCircleMiles, type LatLng } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { type MilesPiece, pathMiles, segmentMiles } from '../src/lib/jurisdiction-miles';

const sum = (pieces: readonly MilesPiece[]) => pieces.reduce((s, p) => s + p.miles, 0);
const codes = (pieces: readonly MilesPiece[]) => pieces.map((p) => p.jurisdiction);

/** The stretch's miles on each side of a parallel it crosses (the border), by the fraction of the way. */
function milesEachSide(a: LatLng, b: LatLng, borderLat: number): [number, number] {
  const miles = greatCircleMiles(a, b);
  const t = (borderLat - a.lat) / (b.lat - a.lat);
  return [t * miles, (1 - t) * miles];
}

const within = (actual: number, expected: number, share: number) =>
  expect(Math.abs(actual - expected), `${actual} against ${expected}`).toBeLessThanOrEqual(expected * share);

/** A seeded generator, so every run draws the same noise. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe('miles of a stretch by jurisdiction', () => {
  it('splits Interstate 35 at the Oklahoma-Kansas line (37°N)', () => {
    const oklahoma = { lat: 36.7, lng: -97.34 };
    const kansas = { lat: 37.3, lng: -97.34 };
    const pieces = segmentMiles(oklahoma, kansas);
    expect(codes(pieces)).toEqual(['OK', 'KS']);
    const [south, north] = milesEachSide(oklahoma, kansas, 37);
    within(pieces[0]!.miles, south, 0.01);
    within(pieces[1]!.miles, north, 0.01);
    expect(sum(pieces)).toBeCloseTo(greatCircleMiles(oklahoma, kansas), 9);
  });

  it('splits Interstate 29 at the 49th parallel, North Dakota into Manitoba', () => {
    const dakota = { lat: 48.7, lng: -97.3 };
    const manitoba = { lat: 49.3, lng: -97.3 };
    const pieces = segmentMiles(dakota, manitoba);
    expect(codes(pieces)).toEqual(['ND', 'MB']);
    const [south, north] = milesEachSide(dakota, manitoba, 49);
    within(pieces[0]!.miles, south, 0.01);
    within(pieces[1]!.miles, north, 0.01);
  });

  it('splits the Ambassador Bridge, Detroit into Windsor', () => {
    const detroit = { lat: 42.3125, lng: -83.0935 };
    const windsor = { lat: 42.3, lng: -83.045 };
    const pieces = segmentMiles(detroit, windsor);
    expect(codes(pieces)).toEqual(['MI', 'ON']);
    expect(sum(pieces)).toBeCloseTo(greatCircleMiles(detroit, windsor), 9);
    expect(pieces.every((p) => p.miles > 0.3)).toBe(true);
  });

  it('gives a short stretch inside one state whole', () => {
    const a = { lat: 32.78, lng: -96.8 };
    const b = { lat: 32.79, lng: -96.79 };
    expect(segmentMiles(a, b)).toEqual([{ jurisdiction: 'TX', miles: greatCircleMiles(a, b) }]);
  });

  it('gives a stretch from a point that is not one as one piece, at once', () => {
    const pieces = segmentMiles({ lat: Number.NaN, lng: -96.8 }, { lat: 37.3, lng: -97.34 });
    expect(pieces).toHaveLength(1);
    expect(pieces[0]!.miles).toBeNaN();
  });

  it("finds the corner of a third state the stretch clips (Arizona, Utah's corner, Colorado)", () => {
    // Near the Four Corners (36.999°N, 109.045°W): the line meets the parallel 0.33 of the way,
    // west of the corner, so enters Utah, and leaves it for Colorado at 109.045°W, 0.51 of the way.
    const arizona = { lat: 36.9, lng: -109.3 };
    const colorado = { lat: 37.2, lng: -108.8 };
    const pieces = segmentMiles(arizona, colorado);
    expect(codes(pieces)).toEqual(['AZ', 'UT', 'CO']);
    const miles = greatCircleMiles(arizona, colorado);
    within(pieces[0]!.miles, miles * 0.33, 0.02);
    within(pieces[1]!.miles, miles * 0.18, 0.05);
    within(pieces[2]!.miles, miles * 0.49, 0.02);
    expect(sum(pieces)).toBeCloseTo(miles, 9);
  });

  it('splits a 300-mile chord across Texas, the Oklahoma panhandle and Kansas', () => {
    const lubbock = { lat: 33.58, lng: -101.86 };
    const dodgeCity = { lat: 37.75, lng: -100.02 };
    const miles = greatCircleMiles(lubbock, dodgeCity);
    expect(miles).toBeGreaterThan(290);
    const pieces = segmentMiles(lubbock, dodgeCity);
    expect(codes(pieces)).toEqual(['TX', 'OK', 'KS']);
    const share = (lat: number) => ((lat - lubbock.lat) / (dodgeCity.lat - lubbock.lat)) * miles;
    within(pieces[0]!.miles, share(36.5), 0.01);
    within(pieces[1]!.miles, share(37) - share(36.5), 0.01);
    within(pieces[2]!.miles, miles - share(37), 0.01);
    expect(sum(pieces)).toBeCloseTo(miles, 9);
  });

  it("finds a state's corner between two ends in the same state (Nebraska, Colorado, Nebraska)", () => {
    // Colorado's north-east corner (41°N, 102.05°W) juts into Nebraska: the line enters Colorado at
    // 102.05°W (11/30 of the way) and leaves it at 41°N (half way).
    const east = { lat: 40.5, lng: -101.5 };
    const west = { lat: 41.5, lng: -103 };
    const pieces = segmentMiles(east, west);
    expect(codes(pieces)).toEqual(['NE', 'CO', 'NE']);
    const miles = greatCircleMiles(east, west);
    within(pieces[1]!.miles, miles * (0.5 - 11 / 30), 0.05);
    expect(sum(pieces)).toBeCloseTo(miles, 9);
  });
});

describe('miles of a trail by jurisdiction', () => {
  it('divides a trail zig-zagging along a state line about evenly', () => {
    // Along the Kansas-Nebraska line (40°N) west of the Missouri River, each report a few hundred
    // metres either side of it, as a road on the line with a poor receiver would give.
    const next = random(7);
    const points = Array.from({ length: 100 }, (_, i) => ({
      lat: 40 + (i % 2 ? 1 : -1) * (0.003 + 0.005 * next()),
      lng: -96.85 + i * 0.009,
    }));
    const byState = pathMiles(points);
    const total = points.slice(1).reduce((s, p, i) => s + greatCircleMiles(points[i]!, p), 0);
    expect([...byState.keys()].sort()).toEqual(['KS', 'NE']);
    expect(byState.get('KS')! + byState.get('NE')!).toBeCloseTo(total, 6);
    expect(byState.get('KS')! / total).toBeGreaterThan(0.4);
    expect(byState.get('NE')! / total).toBeGreaterThan(0.4);
  });

  it('adds the stretches of a trail across borders', () => {
    const trail = [
      { lat: 36.7, lng: -97.34 },
      { lat: 37.3, lng: -97.34 },
      { lat: 37.3, lng: -97.2 },
      { lat: 36.7, lng: -97.2 },
    ];
    const byState = pathMiles(trail);
    const stretches = trail.slice(1).flatMap((p, i) => segmentMiles(trail[i]!, p));
    for (const code of ['OK', 'KS']) {
      const expected = stretches.filter((p) => p.jurisdiction === code).reduce((s, p) => s + p.miles, 0);
      expect(byState.get(code)).toBeCloseTo(expected, 9);
    }
    expect(pathMiles([])).toEqual(new Map());
    expect(pathMiles([trail[0]!])).toEqual(new Map());
  });
});
