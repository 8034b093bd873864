import { beforeAll, describe, expect, it } from 'vitest';
import { driverPayProfiles, drivers } from '../src/db/schema';
import { unique } from './support/factories';
import { basicInfo, delivery, pickup } from './support/loads';
import {
  buildStatementWorld,
  deliveredLoad,
  generate,
  type StatementWorld,
  statementOf,
  WEEK,
} from './support/statements';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = {} as StatementWorld;
beforeAll(async () => {
  Object.assign(w, await buildStatementWorld(t.app, t.db));
  // Cara: 0.60 a loaded mile from January, 0.70 from June. (Alice and Bob: 0.65 from January.)
  await t.db.insert(driverPayProfiles).values(
    [
      ['0.6000', '2026-01-01'],
      ['0.7000', '2026-06-01'],
    ].map(([rate, effective_date]) => ({
      company_id: w.company.id,
      driver_id: w.driver.c.id,
      pay_type: 'per_mile_loaded',
      rate: rate!,
      effective_date: effective_date!,
    })),
  );
});

type Json = Record<string, unknown>;
type RateCargo = { rate_dispatched: string | null; rate_dispatched_manual: boolean; pay_basis: string | null };
const headers = () => w.manager.headers;
const MARCH = [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')];

/**
 * Books a load in one request, driven by Cara unless `basic` says otherwise, with a March pickup
 * and delivery unless `events` are given, and the rate and cargo when sent; answers the load.
 */
async function book(basic: Json = {}, more: { events?: object[]; rate_cargo?: Json } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: headers(),
    payload: { ...basicInfo(w, { driver_id: w.driver.c.id, ...basic }), events: MARCH, ...more },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; rate_cargo: RateCargo };
}

/** Saves step 4 (or step 3) of a load; answers its rate and cargo. */
async function rateCargo(id: number, payload: Json, step = 'step-4') {
  const res = await t.app.inject({ method: 'PUT', url: `/api/loads/${id}/${step}`, headers: headers(), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rate_cargo as RateCargo;
}

/** Changes a load's basic info; answers its rate and cargo. */
async function basicInfoChange(id: number, payload: Json) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/loads/${id}`, headers: headers(), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rate_cargo as RateCargo;
}

describe('driver pay from the pay profile (decision 0197)', () => {
  it('computes the pay when the rate or miles change and no figure is sent', async () => {
    const { id } = await book();
    expect(await rateCargo(id, { rate_booked: '1500', loaded_miles: 500 })).toMatchObject({
      rate_dispatched: '300.00',
      rate_dispatched_manual: false,
      pay_basis: '500 loaded mi × $0.60',
    });
    expect((await rateCargo(id, { loaded_miles: '333.33' })).rate_dispatched).toBe('200.00');
    const detail = await t.app.inject({ method: 'GET', url: `/api/loads/${id}`, headers: headers() });
    expect(detail.json().rate_cargo).toMatchObject({
      rate_dispatched: '200.00',
      pay_basis: '333.33 loaded mi × $0.60',
    });
  });

  it('keeps a typed figure as manual, and goes back to the profile when asked', async () => {
    const { id } = await book();
    await rateCargo(id, { rate_booked: '1500', loaded_miles: 500 });
    expect(await rateCargo(id, { rate_dispatched: '350' })).toMatchObject({
      rate_dispatched: '350.00',
      rate_dispatched_manual: true,
      pay_basis: null,
    });
    // A typed pay stays when the miles change.
    expect((await rateCargo(id, { loaded_miles: 600 })).rate_dispatched).toBe('350.00');
    expect(await rateCargo(id, { rate_dispatched: null, rate_dispatched_manual: false })).toMatchObject({
      rate_dispatched: '360.00',
      rate_dispatched_manual: false,
    });
    await rateCargo(id, { rate_dispatched: '10.00' });
    expect(await rateCargo(id, { rate_dispatched_manual: false })).toMatchObject({ rate_dispatched: '360.00' });
  });

  it('treats the full step 3 the same: a number is typed, null is the profile', async () => {
    const { id } = await book();
    expect(await rateCargo(id, { rate_booked: '1000', loaded_miles: 100 }, 'step-3')).toMatchObject({
      rate_dispatched: '60.00',
      rate_dispatched_manual: false,
    });
    expect(
      await rateCargo(id, { rate_booked: '1000', loaded_miles: 100, rate_dispatched: 75 }, 'step-3'),
    ).toMatchObject({
      rate_dispatched: '75.00',
      rate_dispatched_manual: true,
    });
  });

  it('computes again when the driver changes, unless the pay was typed', async () => {
    const { id } = await book();
    await rateCargo(id, { rate_booked: '1500', loaded_miles: 500 });
    expect(await basicInfoChange(id, { driver_id: w.driver.a.id })).toMatchObject({
      rate_dispatched: '325.00',
      pay_basis: '500 loaded mi × $0.65',
    });

    await rateCargo(id, { rate_dispatched: '280' });
    expect(await basicInfoChange(id, { driver_id: w.driver.c.id })).toMatchObject({
      rate_dispatched: '280.00',
      rate_dispatched_manual: true,
    });
  });

  it('pays a team each driver by their own profile times their split', async () => {
    const { id } = await book({ is_team_load: true, secondary_driver_id: w.driver.a.id, team_pay_split_primary: 60 });
    // Cara 500 x 0.60 x 60% = 180.00; Alice 500 x 0.65 x 40% = 130.00.
    expect(await rateCargo(id, { rate_booked: '1500', loaded_miles: 500 })).toMatchObject({
      rate_dispatched: '310.00',
      pay_basis: '60% × 500 loaded mi × $0.60 + 40% × 500 loaded mi × $0.65',
    });
  });

  it('uses the profile in force on the first pickup day', async () => {
    const load = await book(
      {},
      {
        events: [pickup(1, '2026-07-01'), delivery(2, '2026-07-02')],
        rate_cargo: { rate_booked: '1500', loaded_miles: 500 },
      },
    );
    expect(load.rate_cargo).toMatchObject({ rate_dispatched: '350.00', rate_dispatched_manual: false });
  });

  it('keeps a figure sent when booking in one request, as manual', async () => {
    const load = await book({}, { rate_cargo: { rate_booked: '1500', loaded_miles: 500, rate_dispatched: '412.5' } });
    expect(load.rate_cargo).toMatchObject({ rate_dispatched: '412.50', rate_dispatched_manual: true });
  });

  it('leaves the pay empty without a driver or a profile', async () => {
    const { id: noDriver } = await book({ driver_id: null });
    expect(await rateCargo(noDriver, { rate_booked: '1500', loaded_miles: 500 })).toMatchObject({
      rate_dispatched: null,
      pay_basis: null,
    });
    const [nora] = await t.db
      .insert(drivers)
      .values({ company_id: w.company.id, first_name: 'Nora', last_name: unique('Unpaid') })
      .returning();
    const { id: noProfile } = await book({ driver_id: nora!.id });
    expect((await rateCargo(noProfile, { rate_booked: '1500', loaded_miles: 500 })).rate_dispatched).toBeNull();
  });

  it('hides the pay basis from callers who do not see money', async () => {
    const { id } = await book({ driver_id: w.driver.a.id });
    await rateCargo(id, { rate_booked: '1500', loaded_miles: 500 });
    const res = await t.app.inject({ method: 'GET', url: `/api/loads/${id}`, headers: w.tracker.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rate_cargo: { rate_dispatched: null, pay_basis: null },
      accessorials: null,
      margin: null,
    });
  });
});

describe('statements pay a driver pay typed on the load (decision 0197)', () => {
  type Line = { kind: string; amount: string; load_id: number | null; details: { note?: string } | null };
  const payLines = async (statementId: number) =>
    ((await statementOf(t.app, headers(), statementId)).lines as Line[]).filter((l) => l.load_id !== null);

  it('pays the typed figure, splits it on a team, and keeps the profile for a computed one', async () => {
    const typed = { rate_dispatched: '412.35', rate_dispatched_manual: true };
    const solo = await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-04', ...typed });
    // A computed pay left stale on the load: the statement pays the profile (1000 x 0.65).
    const computed = await deliveredLoad(t.db, w, {
      driver_id: w.driver.a.id,
      last_delivery_date: '2026-03-05',
      rate_dispatched: '1.00',
    });
    const team = await deliveredLoad(t.db, w, {
      driver_id: w.driver.b.id,
      secondary_driver_id: w.driver.c.id,
      is_team_load: true,
      team_pay_split_primary: '60.00',
      team_pay_split_secondary: '40.00',
      last_delivery_date: '2026-03-06',
      rate_dispatched: '500.01',
      rate_dispatched_manual: true,
    });
    const result = await generate(t.app, headers(), {
      ...WEEK,
      driver_ids: [w.driver.a.id, w.driver.b.id, w.driver.c.id],
    });
    const of = (driverId: number) => payLines(result.created.find((s) => s.driver_id === driverId)!.id);

    expect((await of(w.driver.a.id)).map((l) => [l.load_id, l.amount, l.details?.note ?? null])).toEqual([
      [solo.id, '412.35', 'Pay set on the load: $412.35'],
      [computed.id, '650.00', null],
    ]);
    // 500.01 x 60% = 300.006 -> 300.01 for the primary; the secondary gets the rest.
    const [b] = await of(w.driver.b.id);
    const [c] = await of(w.driver.c.id);
    expect([b!.load_id, b!.amount, b!.details?.note]).toEqual([
      team.id,
      '300.01',
      'Pay set on the load: $500.01 · team 60%',
    ]);
    expect([c!.load_id, c!.amount, c!.details?.note]).toEqual([
      team.id,
      '200.00',
      'Pay set on the load: $500.01 · team 40%',
    ]);
  });
});
