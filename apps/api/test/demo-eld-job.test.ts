import { greatCircleMiles } from '@tms/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../src/db/client';
import { companyIntegrations, dutyStatusEvents, truckLatestPositions, truckPositions } from '../src/db/schema';
import { seedEld } from '../src/db/seed/seed-eld';
import { seedFleet } from '../src/db/seed/seed-fleet';
import { seedLoads } from '../src/db/seed/seed-loads';
import { withSystem } from '../src/db/tenancy';
import { createDemoEld, DEMO_ELD_INTEGRATION_ID, demoEldRecords } from '../src/modules/hos/demo-eld.service';
import { seedDefaultLoadStatuses } from '../src/modules/load-statuses/load-statuses.service';
import { buildSignedInCompany } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Faster than any demo driver drives (56 to 62 mph, a few more on the straight): the most a point may move. */
const MAX_MPH = 70;

// Noon UTC today: the run two hours later falls on the same day, so it replays from the same start.
const seededAt = new Date(Math.floor(Date.now() / DAY) * DAY + 12 * HOUR);
const later = new Date(seededAt.getTime() + 2 * HOUR);

/** A small demo carrier: a fleet, its loads around today and the demo ELD's ten days up to `seededAt`. */
async function demoCarrier(seed: number) {
  const signedIn = await buildSignedInCompany(t.app, t.db);
  const companyId = signedIn.company.id;
  await withSystem(t.db, async (tx) => {
    await seedDefaultLoadStatuses(tx, companyId);
    await seedFleet(tx, companyId, { drivers: 5, trucks: 4, trailers: 4, assigned: 4, seed });
    await seedLoads(tx, companyId, {
      prefix: 'DEL',
      days: 16,
      ahead: 10,
      perWeek: 3,
      teams: 0,
      drafts: 0,
      seed,
    });
    await seedEld(tx, companyId, seededAt);
  });
  return { ...signedIn, companyId };
}

const eventsOf = (db: AppDb, companyId: number) =>
  withSystem(db, (tx) =>
    tx
      .select({ driver: dutyStatusEvents.driver_id, status: dutyStatusEvents.status, at: dutyStatusEvents.start_at })
      .from(dutyStatusEvents)
      .where(eq(dutyStatusEvents.company_id, companyId))
      .orderBy(asc(dutyStatusEvents.driver_id), asc(dutyStatusEvents.start_at)),
  );

const pointsOf = (db: AppDb, companyId: number) =>
  withSystem(db, (tx) =>
    tx
      .select({
        truck: truckPositions.truck_id,
        at: truckPositions.at,
        lat: truckPositions.lat,
        lng: truckPositions.lng,
      })
      .from(truckPositions)
      .where(eq(truckPositions.company_id, companyId))
      .orderBy(asc(truckPositions.truck_id), asc(truckPositions.at)),
  );

/** Each group's rows in order, by the key that groups them. */
function groups<T>(rows: readonly T[], key: (r: T) => number) {
  const byKey = new Map<number, T[]>();
  for (const r of rows) byKey.set(key(r), [...(byKey.get(key(r)) ?? []), r]);
  return [...byKey.values()];
}

describe('the demo ELD job', () => {
  const demoEld = () => createDemoEld({ db: t.db, cron: null });
  let carrier: Awaited<ReturnType<typeof demoCarrier>>;
  let seeded: { events: Awaited<ReturnType<typeof eventsOf>>; points: Awaited<ReturnType<typeof pointsOf>> };

  beforeAll(async () => {
    carrier = await demoCarrier(5);
    seeded = { events: await eventsOf(t.db, carrier.companyId), points: await pointsOf(t.db, carrier.companyId) };
  }, 120_000);

  it('continues every driver’s log and truck’s trail from the seed up to now, without a gap or a jump', async () => {
    expect(seeded.events.length).toBeGreaterThan(20);
    expect(seeded.points.length).toBeGreaterThan(100);
    const run = await demoEld().run(later);
    expect(run.positions).toBeGreaterThan(0);

    const events = await eventsOf(t.db, carrier.companyId);
    const points = await pointsOf(t.db, carrier.companyId);
    // Two hours of a fleet on the road: new positions at least, and the seed's record kept as it was.
    expect(points.length).toBeGreaterThan(seeded.points.length);
    for (const e of seeded.events) expect(events).toContainEqual(e);
    expect(events.every((e) => e.at < later)).toBe(true);
    expect(points.every((p) => p.at < later)).toBe(true);

    for (const log of groups(events, (e) => e.driver)) {
      const instants = log.map((e) => e.at.getTime());
      expect(new Set(instants).size).toBe(instants.length);
      for (let i = 1; i < log.length; i++)
        expect(log[i]!.status, `${log[i]!.at.toISOString()}`).not.toBe(log[i - 1]!.status);
    }
    for (const trail of groups(points, (p) => p.truck)) {
      const instants = trail.map((p) => p.at.getTime());
      expect(new Set(instants).size).toBe(instants.length);
      for (let i = 1; i < trail.length; i++) {
        const hours = (trail[i]!.at.getTime() - trail[i - 1]!.at.getTime()) / HOUR;
        const miles = greatCircleMiles(trail[i - 1]!, trail[i]!);
        expect(miles, `${trail[i]!.at.toISOString()}`).toBeLessThanOrEqual(MAX_MPH * hours);
      }
    }
    // What is stored is what the demo ELD replays from its start of the day: the same record, continued.
    const replay = await withSystem(t.db, (tx) => demoEldRecords(tx, carrier.companyId, later));
    expect(events).toEqual(
      replay.flatMap((r) => r.events.map((e) => ({ driver: r.driverId, status: e.status, at: e.start }))),
    );
    expect(points.map(({ truck, at }) => ({ truck, at }))).toEqual(
      replay
        .flatMap((r) => r.points.map((p) => ({ truck: r.truckId, at: p.at })))
        .sort((a, b) => a.truck - b.truck || a.at.getTime() - b.at.getTime()),
    );
    // The map's truck moved on with its trail.
    const latest = await withSystem(t.db, (tx) =>
      tx
        .select({ truck: truckLatestPositions.truck_id, at: truckLatestPositions.at })
        .from(truckLatestPositions)
        .where(eq(truckLatestPositions.company_id, carrier.companyId)),
    );
    for (const trail of groups(points, (p) => p.truck))
      expect(latest.find((l) => l.truck === trail[0]!.truck)?.at).toEqual(trail.at(-1)!.at);
  });

  it('writes nothing more when run again at the same instant', async () => {
    const before = { events: await eventsOf(t.db, carrier.companyId), points: await pointsOf(t.db, carrier.companyId) };
    await demoEld().run(later);
    expect(await eventsOf(t.db, carrier.companyId)).toEqual(before.events);
    expect(await pointsOf(t.db, carrier.companyId)).toEqual(before.points);
  });

  it('stops for a company that switched the demo ELD off in Settings', async () => {
    const other = await demoCarrier(3);
    // What the switch in Settings stores (its route: integrations.test.ts).
    await withSystem(t.db, (tx) =>
      tx
        .update(companyIntegrations)
        .set({ is_active: false })
        .where(
          and(
            eq(companyIntegrations.company_id, other.companyId),
            eq(companyIntegrations.integration_id, DEMO_ELD_INTEGRATION_ID),
          ),
        ),
    );
    const before = { events: await eventsOf(t.db, other.companyId), points: await pointsOf(t.db, other.companyId) };
    expect(before.points.length).toBeGreaterThan(0);
    await demoEld().run(later);
    expect(await eventsOf(t.db, other.companyId)).toEqual(before.events);
    expect(await pointsOf(t.db, other.companyId)).toEqual(before.points);
  });

  it('keeps the log and the trail whole across the change of day, when it replays from a day later', async () => {
    await demoEld().run(new Date(seededAt.getTime() + 14 * HOUR));
    const events = await eventsOf(t.db, carrier.companyId);
    for (const log of groups(events, (e) => e.driver))
      for (let i = 1; i < log.length; i++) expect(log[i]!.status).not.toBe(log[i - 1]!.status);
    const points = await pointsOf(t.db, carrier.companyId);
    for (const trail of groups(points, (p) => p.truck))
      for (let i = 1; i < trail.length; i++) {
        const hours = (trail[i]!.at.getTime() - trail[i - 1]!.at.getTime()) / HOUR;
        expect(greatCircleMiles(trail[i - 1]!, trail[i]!)).toBeLessThanOrEqual(MAX_MPH * hours);
      }
  });
});
