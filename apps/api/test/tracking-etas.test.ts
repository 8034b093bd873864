import { ETA_PLANNING_MPH, estimateMiles, type LoadEta, type LoadStatusStage } from '@tms/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../src/db/client';
import { customers, drivers, loadEvents, loadStatuses, loads } from '../src/db/schema';
import { buildUser, signIn, unique } from './support/factories';
import { createTruck } from './support/fleet';
import { useLoadWorld } from './support/loads';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
const w = useLoadWorld(t);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const fromNow = (ms: number) => new Date(Date.now() + ms);
const DALLAS = { lat: 32.7767, lng: -96.797 };
const HOUSTON = { lat: 29.7604, lng: -95.3698 };
const ATLANTA = { lat: 33.749, lng: -84.388 };
const milesBetween = (a: typeof DALLAS, b: typeof DALLAS) => estimateMiles([a, b]).miles;

type Stop = { at: typeof DALLAS; lower: Date | null; higher: Date | null; done?: boolean };

async function statusOf(db: AppDb, companyId: number, stage: LoadStatusStage | null, meaning = 'open' as const) {
  const [s] = await db
    .insert(loadStatuses)
    .values({ company_id: companyId, name: unique(`S-${stage}-`), stage, meaning })
    .returning();
  return s!.id;
}

/** A load with its stops straight in the tables: the test sets appointment instants to the minute. */
async function loadWith(
  db: AppDb,
  where: { companyId: number; brokerId: number; statusId: number; driverId: number; draft?: boolean },
  stops: Stop[],
) {
  const [load] = await db
    .insert(loads)
    .values({
      company_id: where.companyId,
      load_number: unique('ETA-'),
      broker_id: where.brokerId,
      status_id: where.statusId,
      driver_id: where.driverId,
      is_draft: where.draft ?? false,
    })
    .returning();
  await db.insert(loadEvents).values(
    stops.map((s, i) => ({
      company_id: where.companyId,
      load_id: load!.id,
      event_order: i + 1,
      event_type: i === 0 ? 'pickup' : 'delivery',
      event_date: new Date().toISOString().slice(0, 10),
      location_city: 'Somewhere',
      location_state: 'TX',
      location_lat: s.at.lat,
      location_long: s.at.lng,
      appointment_time_lower: s.lower,
      appointment_time_higher: s.higher,
      is_completed: s.done ?? false,
    })),
  );
  return load!;
}

describe('ETAs of the loads on the road', () => {
  const ids = {} as Record<'onTime' | 'reset' | 'silent' | 'late' | 'booked' | 'delivered' | 'draft', number>;
  let truckA: { id: number; unit_number: string };

  beforeAll(async () => {
    const h = w.manager.headers;
    const companyId = w.company.id;
    const transit = await statusOf(t.db, companyId, 'in_transit');
    const dispatched = await statusOf(t.db, companyId, 'dispatched');
    const booked = await statusOf(t.db, companyId, 'booked');
    const [driverE] = await t.db
      .insert(drivers)
      .values({ company_id: companyId, first_name: 'Eve', last_name: unique('Early') })
      .returning();
    const trucks = [];
    for (const driver of [w.driver.a, w.driver.b, w.driver.c, driverE!]) {
      const truck = await createTruck(t.app, h);
      const res = await call(h, 'POST', '/api/driver-equipment/', { driver_id: driver.id, truck_id: truck.id });
      expect(res.statusCode, res.body).toBe(201);
      trucks.push(truck);
    }
    truckA = trucks[0]!;
    const seen = [5 * MINUTE, 5 * MINUTE, 2 * HOUR, 5 * MINUTE];
    for (const [i, truck] of trucks.entries()) {
      const at = new Date(Date.now() - seen[i]!).toISOString();
      const res = await call(h, 'POST', `/api/trucks/${truck.id}/positions`, { positions: [{ ...DALLAS, at }] });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Bob has driven 10.5 of his 11 hours: 30 minutes left today.
    const hos = await call(h, 'POST', `/api/drivers/${w.driver.b.id}/duty-status-events`, {
      events: [
        { status: 'off_duty', start: fromNow(-30 * HOUR).toISOString() },
        { status: 'driving', start: fromNow(-10.5 * HOUR).toISOString() },
      ],
    });
    expect(hos.statusCode, hos.body).toBe(201);

    const base = { companyId, brokerId: w.broker.id };
    const done = { at: DALLAS, lower: null, higher: null, done: true };
    ids.onTime = (
      await loadWith(t.db, { ...base, statusId: transit, driverId: w.driver.a.id }, [
        done,
        { at: HOUSTON, lower: fromNow(8 * HOUR), higher: fromNow(10 * HOUR) },
      ])
    ).id;
    ids.reset = (
      await loadWith(t.db, { ...base, statusId: dispatched, driverId: w.driver.b.id }, [
        { at: ATLANTA, lower: fromNow(30 * HOUR), higher: fromNow(48 * HOUR) },
      ])
    ).id;
    ids.silent = (
      await loadWith(t.db, { ...base, statusId: transit, driverId: w.driver.c.id }, [
        { at: HOUSTON, lower: fromNow(48 * HOUR), higher: fromNow(60 * HOUR) },
      ])
    ).id;
    ids.late = (
      await loadWith(t.db, { ...base, statusId: transit, driverId: driverE!.id }, [
        { at: HOUSTON, lower: fromNow(-3 * HOUR), higher: fromNow(-1 * HOUR) },
      ])
    ).id;
    // Not on the road: booked, delivered, a draft.
    const later = [{ at: HOUSTON, lower: fromNow(HOUR), higher: null }];
    ids.booked = (await loadWith(t.db, { ...base, statusId: booked, driverId: w.driver.a.id }, later)).id;
    ids.delivered = (
      await loadWith(t.db, { ...base, statusId: w.status.delivered.id, driverId: w.driver.b.id }, later)
    ).id;
    ids.draft = (await loadWith(t.db, { ...base, statusId: transit, driverId: w.driver.c.id, draft: true }, later)).id;
  });

  const etasOf = async (headers: Record<string, string>, query = '') => {
    const res = await call(headers, 'GET', `/api/tracking/etas${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().etas as LoadEta[];
  };
  const near = (iso: string | null, expected: number) =>
    expect(Math.abs(Date.parse(iso!) - expected)).toBeLessThan(3 * MINUTE);

  it('answers each load on the road with its next stop, position, miles, ETA and state', async () => {
    const etas = await etasOf(w.manager.headers);
    const byLoad = new Map(etas.map((e) => [e.load_id, e]));
    expect([...byLoad.keys()].sort()).toEqual([ids.onTime, ids.reset, ids.silent, ids.late].sort());

    const onTime = byLoad.get(ids.onTime)!;
    const toHouston = milesBetween(DALLAS, HOUSTON);
    expect(onTime).toMatchObject({
      truck_id: truckA.id,
      unit_number: truckA.unit_number,
      driver_id: w.driver.a.id,
      driver_name: `Alice ${w.driver.a.last_name}`,
      next_stop: { event_type: 'delivery', lat: HOUSTON.lat, lng: HOUSTON.lng },
      position: DALLAS,
      remaining_miles: toHouston,
      includes_reset: false,
      state: 'on_time',
    });
    // The first stop is completed: the next one is the delivery.
    near(onTime.eta, Date.now() + (toHouston / ETA_PLANNING_MPH) * HOUR);

    expect(byLoad.get(ids.silent)).toMatchObject({ state: 'no_signal', includes_reset: false });
    expect(byLoad.get(ids.late)).toMatchObject({ state: 'late' });
  });

  it('adds the 10-hour resets a driver short of hours needs, which puts the load at risk', async () => {
    const reset = (await etasOf(w.manager.headers, `?load_id=${ids.reset}`))[0]!;
    const toAtlanta = milesBetween(DALLAS, ATLANTA);
    const driving = (toAtlanta / ETA_PLANNING_MPH) * 60;
    // 30 minutes today, then 11 hours per reset.
    const resets = Math.ceil((driving - 30) / 660);
    expect(resets).toBe(2);
    expect(reset).toMatchObject({ includes_reset: true, state: 'at_risk', remaining_miles: toAtlanta });
    near(reset.eta, Date.now() + (driving + resets * 600) * MINUTE);
  });

  it('answers one load by load_id, nothing for a load not on the road, and 422 for a bad id', async () => {
    const one = await etasOf(w.manager.headers, `?load_id=${ids.onTime}`);
    expect(one.map((e) => e.load_id)).toEqual([ids.onTime]);
    for (const id of [ids.booked, ids.delivered, ids.draft, 999_999_999])
      expect(await etasOf(w.manager.headers, `?load_id=${id}`)).toEqual([]);
    const bad = await call(w.manager.headers, 'GET', '/api/tracking/etas?load_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['querystring', 'load_id'], msg: 'Load must be a number' });
  });

  it('shows each role the loads it may see', async () => {
    const all = [ids.onTime, ids.reset, ids.silent, ids.late].sort();
    for (const who of [w.dispatcher, w.accountant])
      expect((await etasOf(who.headers)).map((e) => e.load_id).sort()).toEqual(all);
    // The track-and-trace user follows Alice only.
    expect((await etasOf(w.tracker.headers)).map((e) => e.load_id)).toEqual([ids.onTime]);
    // Whoever keeps the equipment sees the trucks but no loads.
    const equipment = await buildUser(t.db, { companyId: w.company.id, roles: ['EQUIPMENT_MANAGER'] });
    expect(await etasOf((await signIn(t.app, equipment.email)).headers)).toEqual([]);
    const analyst = await call(w.analyst.headers, 'GET', '/api/tracking/etas');
    expect(analyst.statusCode).toBe(403);
  });

  it("keeps a company's loads to itself", async () => {
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      create: async (a) => {
        const companyId = a.company.id;
        const [broker] = await t.db
          .insert(customers)
          .values({ company_id: companyId, name: unique('Broker ') })
          .returning();
        const [driver] = await t.db
          .insert(drivers)
          .values({ company_id: companyId, first_name: 'Tess', last_name: unique('Tenant') })
          .returning();
        const statusId = await statusOf(t.db, companyId, 'in_transit');
        const load = await loadWith(t.db, { companyId, brokerId: broker!.id, statusId, driverId: driver!.id }, [
          { at: HOUSTON, lower: fromNow(HOUR), higher: null },
        ]);
        return load.id;
      },
      summaries: ['/api/tracking/etas', `/api/tracking/etas?load_id=${Number.MAX_SAFE_INTEGER % 1_000_000_000}`],
    });
  });
});
