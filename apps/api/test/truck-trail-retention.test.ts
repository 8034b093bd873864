import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { truckPositions } from '../src/db/schema';
import { jurisdictionOf } from '../src/lib/jurisdictions';
import { createTrailRetention } from '../src/modules/truck-positions/trail-retention.service';
import { pointsToKeep, type TrailPoint } from '../src/modules/truck-positions/trail-thinning';
import { buildSignedInCompany } from './support/factories';
import { createTruck } from './support/fleet';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
const DAY = 86_400_000;
const MINUTE = 60_000;

/** One point a minute on a straight line from `from` to `to`, starting at `start`. */
function drive(start: Date, minutes: number, from: [number, number], to: [number, number]): TrailPoint[] {
  return Array.from({ length: minutes }, (_, i) => ({
    at: new Date(start.getTime() + i * MINUTE),
    lat: from[0] + ((to[0] - from[0]) * i) / (minutes - 1),
    lng: from[1] + ((to[1] - from[1]) * i) / (minutes - 1),
  }));
}

// Interstate 35 north of Gainesville, TX, across the Red River into Oklahoma.
const TEXAS: [number, number] = [33.55, -97.14];
const OKLAHOMA: [number, number] = [34.05, -97.15];

describe('a truck trail past its full days', () => {
  it('keeps one point per ten minutes and the pair around each state line', () => {
    const points = drive(new Date('2026-07-01T12:00:00Z'), 90, TEXAS, OKLAHOMA);
    const keep = [...pointsToKeep(points, jurisdictionOf)].sort((a, b) => a - b);
    const places = keep.map((i) => jurisdictionOf(points[i]!.lat, points[i]!.lng));
    const change = places.indexOf('OK');
    // The pair around the crossing is consecutive in the full trail.
    expect(keep[change]! - keep[change - 1]!).toBe(1);
    expect(places[change - 1]).toBe('TX');
    // Nine ten-minute spans, plus the crossing's pair (one of which may start a span).
    expect(keep.length).toBeGreaterThanOrEqual(10);
    expect(keep.length).toBeLessThanOrEqual(11);
    // Thinning what was kept keeps it all: the nightly job can see a day twice.
    const again = pointsToKeep(
      keep.map((i) => points[i]!),
      jurisdictionOf,
    );
    expect(again.size).toBe(keep.length);
  });

  it('thins only points older than the full days, and is idempotent', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db);
    const truck = await createTruck(t.app, headers);
    const now = new Date();
    const old = drive(new Date(now.getTime() - 95 * DAY), 90, TEXAS, OKLAHOMA);
    const recent = drive(new Date(now.getTime() - 2 * DAY), 30, TEXAS, OKLAHOMA);
    await t.db
      .insert(truckPositions)
      .values([...old, ...recent].map((p) => ({ ...p, company_id: company.id, truck_id: truck.id })));

    const retention = createTrailRetention({ db: t.db, fullDays: 90, cron: null });
    // The run thins every company's old trail: other files' old points (a past quarter's IFTA
    // trail) count in its total, so this truck's share is read from what is left of it.
    const removedOverall = await retention.run(now);
    const kept = (
      await t.db.select({ at: truckPositions.at }).from(truckPositions).where(eq(truckPositions.truck_id, truck.id))
    ).filter((p) => p.at < recent[0]!.at).length;
    const removed = old.length - kept;
    expect(removedOverall).toBeGreaterThanOrEqual(removed);
    // 90 minutes not aligned on ten keep up to 10 span starts, plus the crossing's pair.
    expect(removed).toBeGreaterThanOrEqual(old.length - 12);
    expect(await retention.run(now)).toBe(0);

    const count = async (from: Date, to: Date) =>
      (
        await call(
          headers,
          'GET',
          `/api/trucks/${truck.id}/positions?from=${from.toISOString()}&to=${to.toISOString()}`,
        )
      ).json().positions.length;
    expect(await count(old[0]!.at, old.at(-1)!.at)).toBe(old.length - removed);
    expect(await count(recent[0]!.at, recent.at(-1)!.at)).toBe(recent.length);
  });
});
