import { hosClocks } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { simulateDemoEld } from '../src/modules/hos/demo-eld';

const HOUR = 3_600_000;
const from = new Date('2026-11-01T00:00:00Z');
// Dallas to Atlanta (about 940 road miles here), then back to Memphis: more than a day's driving each.
const stops = [
  { lat: 32.78, lng: -96.8, at: new Date('2026-11-01T14:00:00Z'), place: 'Dallas, TX' },
  { lat: 33.75, lng: -84.39, at: new Date('2026-11-03T15:00:00Z'), place: 'Atlanta, GA' },
  { lat: 35.15, lng: -90.05, at: new Date('2026-11-05T16:00:00Z'), place: 'Memphis, TN' },
];

describe('the demo ELD', () => {
  const until = new Date('2026-11-06T12:00:00Z');
  const log = simulateDemoEld(stops, { from, until, speedMph: 58 });
  const options = { cycle: '70_8', timeZone: 'America/Chicago' } as const;

  it('drives its loads within every hours-of-service limit', () => {
    expect(log.events.length).toBeGreaterThan(10);
    for (let i = 1; i < log.events.length; i++) {
      expect(log.events[i]!.start.getTime()).toBeGreaterThan(log.events[i - 1]!.start.getTime());
      expect(log.events[i]!.status).not.toBe(log.events[i - 1]!.status);
    }
    const statuses = new Set(log.events.map((e) => e.status));
    expect(statuses).toEqual(new Set(['off_duty', 'on_duty', 'driving', 'sleeper_berth']));
    for (const at of [0, 1, 2, 3, 4, 5].map((d) => new Date(from.getTime() + d * 24 * HOUR + 20 * HOUR)))
      expect(hosClocks(log.events, at, options).violations).toEqual([]);
    expect(hosClocks(log.events, until, options).violations).toEqual([]);
  });

  it('names the stop where each change of status happens', () => {
    expect(log.events[0]!.location).toBe('Dallas, TX');
    expect(new Set(log.events.map((e) => e.location))).toEqual(
      new Set(['Dallas, TX', 'Atlanta, GA', 'Memphis, TN', null]),
    );
    // A rest on the road is at no named place; the drive away from a stop starts at it.
    expect(log.events.filter((e) => e.status === 'sleeper_berth').every((e) => e.location === null)).toBe(true);
    expect(log.events.find((e) => e.status === 'driving')!.location).toBe('Dallas, TX');
  });

  it('reports the truck every five minutes while driving, every quarter hour parked, reaching each stop', () => {
    const moving = log.points.filter((p) => p.speed_mph > 0);
    const gaps = moving.slice(1).map((p, i) => p.at.getTime() - moving[i]!.at.getTime());
    expect(Math.min(...gaps)).toBe(5 * 60_000);
    const near = (p: { lat: number; lng: number }, s: { lat: number; lng: number }) =>
      Math.abs(p.lat - s.lat) < 0.1 && Math.abs(p.lng - s.lng) < 0.1;
    expect(moving.some((p) => near(p, stops[1]!))).toBe(true);
    expect(moving.some((p) => near(p, stops[2]!))).toBe(true);
    expect(moving.every((p) => p.speed_mph >= 50 && p.speed_mph <= 70)).toBe(true);
    const parked = log.points.filter((p) => p.speed_mph === 0);
    expect(parked.length).toBeGreaterThan(0);
    expect(parked.every((p) => p.at.getTime() % (15 * 60_000) === 0)).toBe(true);
    // Never more than a quarter hour without a report, parked or driving.
    const all = log.points.slice(1).map((p, i) => p.at.getTime() - log.points[i]!.at.getTime());
    expect(Math.max(...all)).toBeLessThanOrEqual(15 * 60_000);
  });

  it('records nothing after its end', () => {
    const short = simulateDemoEld(stops, { from, until: new Date('2026-11-02T18:00:00Z'), speedMph: 58 });
    expect(short.events.every((e) => e.start < new Date('2026-11-02T18:00:00Z'))).toBe(true);
    expect(short.points.at(-1)!.at < new Date('2026-11-02T18:00:00Z')).toBe(true);
    expect(hosClocks(short.events, new Date('2026-11-02T18:00:00Z'), options).status).toBe('driving');
  });
});
