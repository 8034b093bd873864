import { beforeAll, describe, expect, it } from 'vitest';
import { driverPayProfiles, drivers } from '../src/db/schema';
import { unique } from './support/factories';
import { basicInfo, delivery, pickup } from './support/loads';
import { buildStatementWorld, type StatementWorld } from './support/statements';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = {} as StatementWorld;
beforeAll(async () => {
  Object.assign(w, await buildStatementWorld(t.app, t.db));
  // Cara: 0.60 a loaded mile from January, 0.70 from June. (Alice and Bob: 0.65 from January.)
  await t.db.insert(driverPayProfiles).values([
    {
      company_id: w.company.id,
      driver_id: w.driver.c.id,
      pay_type: 'per_mile_loaded',
      rate: '0.6000',
      effective_date: '2026-01-01',
    },
    {
      company_id: w.company.id,
      driver_id: w.driver.c.id,
      pay_type: 'per_mile_loaded',
      rate: '0.7000',
      effective_date: '2026-06-01',
    },
  ]);
});

type Json = Record<string, unknown>;
const headers = () => w.manager.headers;

async function book(extra: Json = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: headers(),
    payload: {
      ...basicInfo(w, { driver_id: w.driver.c.id, ...extra }),
      events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function rateCargo(id: number, payload: Json, step = 'step-4') {
  const res = await t.app.inject({ method: 'PUT', url: `/api/loads/${id}/${step}`, headers: headers(), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rate_cargo as {
    rate_dispatched: string | null;
    rate_dispatched_manual: boolean;
    pay_basis: string | null;
  };
}

describe('driver pay from the pay profile (decision 0197)', () => {
  it('computes the pay when the rate or miles change and no figure is sent', async () => {
    const id = await book();
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
    const id = await book();
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
    const id = await book();
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
    const id = await book();
    await rateCargo(id, { rate_booked: '1500', loaded_miles: 500 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/loads/${id}`,
      headers: headers(),
      payload: { driver_id: w.driver.a.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rate_cargo).toMatchObject({ rate_dispatched: '325.00', pay_basis: '500 loaded mi × $0.65' });

    await rateCargo(id, { rate_dispatched: '280' });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/loads/${id}`,
      headers: headers(),
      payload: { driver_id: w.driver.c.id },
    });
    expect(again.json().rate_cargo).toMatchObject({ rate_dispatched: '280.00', rate_dispatched_manual: true });
  });

  it('pays a team each driver by their own profile times their split', async () => {
    const id = await book({ is_team_load: true, secondary_driver_id: w.driver.a.id, team_pay_split_primary: 60 });
    // Cara 500 x 0.60 x 60% = 180.00; Alice 500 x 0.65 x 40% = 130.00.
    expect(await rateCargo(id, { rate_booked: '1500', loaded_miles: 500 })).toMatchObject({
      rate_dispatched: '310.00',
      pay_basis: '60% × 500 loaded mi × $0.60 + 40% × 500 loaded mi × $0.65',
    });
  });

  it('uses the profile in force on the first pickup day', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads/with-events',
      headers: headers(),
      payload: {
        ...basicInfo(w, { driver_id: w.driver.c.id }),
        events: [pickup(1, '2026-07-01'), delivery(2, '2026-07-02')],
        rate_cargo: { rate_booked: '1500', loaded_miles: 500 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rate_cargo).toMatchObject({ rate_dispatched: '350.00', rate_dispatched_manual: false });
  });

  it('keeps a figure sent when booking in one request, as manual', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads/with-events',
      headers: headers(),
      payload: {
        ...basicInfo(w, { driver_id: w.driver.c.id }),
        events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
        rate_cargo: { rate_booked: '1500', loaded_miles: 500, rate_dispatched: '412.5' },
      },
    });
    expect(res.json().rate_cargo).toMatchObject({ rate_dispatched: '412.50', rate_dispatched_manual: true });
  });

  it('leaves the pay empty without a driver or a profile', async () => {
    const noDriver = await book({ driver_id: null });
    expect(await rateCargo(noDriver, { rate_booked: '1500', loaded_miles: 500 })).toMatchObject({
      rate_dispatched: null,
      pay_basis: null,
    });
    const [nora] = await t.db
      .insert(drivers)
      .values({ company_id: w.company.id, first_name: 'Nora', last_name: unique('Unpaid') })
      .returning();
    const noProfile = await book({ driver_id: nora!.id });
    expect((await rateCargo(noProfile, { rate_booked: '1500', loaded_miles: 500 })).rate_dispatched).toBeNull();
  });

  it('hides the pay basis from callers who do not see money', async () => {
    const id = await book({ driver_id: w.driver.a.id });
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
