import { describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { createDriver, createTrailer, createTruck, dayFromToday as day } from './support/fleet';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);

type Headers = Record<string, string>;
type Row = {
  subject_type: string;
  subject_id: number;
  kind: string;
  expires_on: string;
  state: string;
  days_left: number;
};

/** The compliance page's dates of one subject, read straight after a save (no nightly run in between). */
async function datesOf(headers: Headers, subjectType: string, subjectId: number) {
  const res = await call(headers, 'GET', '/api/analytics/compliance');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().expiries as Row[])
    .filter((r) => r.subject_type === subjectType && r.subject_id === subjectId)
    .map(({ kind, expires_on, state, days_left }) => ({ kind, expires_on, state, days_left }));
}

describe('the compliance page follows saved dates at once', () => {
  it("shows a driver's new CDL expiry, then its passing, and drops it once renewed", async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers, { cdl_expiry: day(200) });
    expect(await datesOf(headers, 'driver', driver.id)).toEqual([]);

    const soon = await call(headers, 'PUT', `/api/drivers/${driver.id}`, { cdl_expiry: day(5), version: 1 });
    expect(soon.statusCode, soon.body).toBe(200);
    expect(await datesOf(headers, 'driver', driver.id)).toEqual([
      { kind: 'cdl', expires_on: day(5), state: 'expiring', days_left: 5 },
    ]);

    await call(headers, 'PUT', `/api/drivers/${driver.id}`, { cdl_expiry: day(-3), version: 2 });
    expect(await datesOf(headers, 'driver', driver.id)).toEqual([
      { kind: 'cdl', expires_on: day(-3), state: 'expired', days_left: -3 },
    ]);

    await call(headers, 'PUT', `/api/drivers/${driver.id}`, { cdl_expiry: day(400), version: 3 });
    expect(await datesOf(headers, 'driver', driver.id)).toEqual([]);
  });

  it("shows a truck's and a trailer's new inspection and registration dates, each with an id of its own", async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const truck = await createTruck(t.app, headers);
    const trailer = await createTrailer(t.app, headers, { registration_expiry: day(10) });
    await call(headers, 'PUT', `/api/trucks/${truck.id}`, { inspection_expiry: day(0), version: truck.version });
    await call(headers, 'PUT', `/api/trailers/${trailer.id}`, { inspection_expiry: day(-1), version: trailer.version });

    expect(await datesOf(headers, 'truck', truck.id)).toEqual([
      { kind: 'inspection', expires_on: day(0), state: 'expiring', days_left: 0 },
    ]);
    expect(await datesOf(headers, 'trailer', trailer.id)).toEqual([
      { kind: 'inspection', expires_on: day(-1), state: 'expired', days_left: -1 },
      { kind: 'registration', expires_on: day(10), state: 'expiring', days_left: 10 },
    ]);
    const ids = (await call(headers, 'GET', '/api/analytics/compliance'))
      .json()
      .expiries.map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('counts the badges from the saved dates at once', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const counts = async () => (await call(headers, 'GET', '/api/expiries/counts')).json();
    const driver = await createDriver(t.app, headers, { cdl_expiry: day(4), medical_card_expiry: day(-2) });
    await createTruck(t.app, headers, { registration_expiry: day(-1) });
    expect(await counts()).toMatchObject({
      drivers: { expiring: 1, expired: 1 },
      equipment: { expiring: 0, expired: 1 },
    });

    await call(headers, 'PUT', `/api/drivers/${driver.id}`, { medical_card_expiry: day(300), version: 1 });
    expect(await counts()).toMatchObject({
      drivers: { expiring: 1, expired: 0 },
      equipment: { expiring: 0, expired: 1 },
    });
  });

  it("leaves another company's dates out", async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, a.headers, { medical_card_expiry: day(3) });
    expect(await datesOf(a.headers, 'driver', driver.id)).toHaveLength(1);
    expect((await call(b.headers, 'GET', '/api/analytics/compliance')).json().expiries).toEqual([]);
  });
});
