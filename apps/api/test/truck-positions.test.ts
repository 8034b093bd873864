import { POSITION_MESSAGES as M } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { buildSignedInCompany } from './support/factories';
import { createTruck, dayFromToday, messagesOf } from './support/fleet';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
const w = useLoadWorld(t);

const HOUR = 3_600_000;
const hoursAgo = (n: number) => new Date(Date.now() - n * HOUR).toISOString();
const point = (at: string, lat = 32.78, lng = -96.8, extra: Record<string, unknown> = {}) => ({
  lat,
  lng,
  at,
  ...extra,
});

describe('truck positions', () => {
  it('keeps each truck and instant once, answers the newest with its driver and load, and the trail in order', async () => {
    const h = w.manager.headers;
    const truck = await createTruck(t.app, h);
    const assigned = await call(h, 'POST', '/api/driver-equipment/', { driver_id: w.driver.a.id, truck_id: truck.id });
    expect(assigned.statusCode, assigned.body).toBe(201);
    // Today in the company's zone: the load running now is found by the company's day.
    const today = dayFromToday(0);
    const booked = await call(h, 'POST', '/api/loads/with-events', {
      ...basicInfo(w),
      events: [pickup(1, today), delivery(2, today)],
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const [three, two, five] = [hoursAgo(3), hoursAgo(2), hoursAgo(5)];
    const first = await call(h, 'POST', `/api/trucks/${truck.id}/positions`, {
      positions: [point(three), point(two, 33.1, -96.5, { speed_mph: 61, heading: 90 })],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ stored: 2, received: 2 });
    // The same instants again (an ELD resending a batch) and one older point: only the new one is kept,
    // and the older point does not move the truck back.
    const again = await call(h, 'POST', `/api/trucks/${truck.id}/positions`, {
      positions: [point(two, 33.1, -96.5), point(five, 31, -97)],
    });
    expect(again.json()).toEqual({ stored: 1, received: 2 });

    const latest = (await call(h, 'GET', '/api/trucks/positions/latest')).json().positions;
    expect(latest).toEqual([
      {
        truck_id: truck.id,
        unit_number: truck.unit_number,
        lat: 33.1,
        lng: -96.5,
        at: two,
        speed_mph: 61,
        heading: 90,
        driver_name: `Alice ${w.driver.a.last_name}`,
        load_id: booked.json().id,
        load_number: booked.json().load_number,
      },
    ]);

    const trail = await call(h, 'GET', `/api/trucks/${truck.id}/positions?from=${hoursAgo(4)}&to=${hoursAgo(0)}`);
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().positions.map((p: { lat: number }) => p.lat)).toEqual([32.78, 33.1]);
    // Without a range: the last day.
    const day = (await call(h, 'GET', `/api/trucks/${truck.id}/positions`)).json();
    expect(day.positions.map((p: { lat: number }) => p.lat)).toEqual([31, 32.78, 33.1]);
  });

  it('refuses bad points with a 422 naming the point, and stores none of the batch', async () => {
    const h = w.manager.headers;
    const truck = await createTruck(t.app, h);
    const cases = [
      [point(hoursAgo(1), 91, 0), 'lat', M.latitudeRange],
      [point(hoursAgo(1), 10, -181), 'lng', M.longitudeRange],
      [point('yesterday'), 'at', M.timeInvalid],
      [point(new Date(Date.now() + 2 * HOUR).toISOString()), 'at', M.timeInFuture],
      [point(hoursAgo(1), 10, 10, { speed_mph: -3 }), 'speed_mph', M.speedRange],
      [point(hoursAgo(1), 10, 10, { heading: 360 }), 'heading', M.headingRange],
    ] as const;
    for (const [bad, field, message] of cases) {
      const res = await call(h, 'POST', `/api/trucks/${truck.id}/positions`, { positions: [point(hoursAgo(2)), bad] });
      expect(res.statusCode, res.body).toBe(422);
      const places = res.json().detail.map((d: { loc: unknown[] }) => d.loc.join('.'));
      expect(places).toContain(`body.positions.1.${field}`);
      expect(messagesOf(res)).toContain(message);
    }
    const reversed = await call(h, 'GET', `/api/trucks/${truck.id}/positions?from=${hoursAgo(1)}&to=${hoursAgo(2)}`);
    expect(reversed.statusCode).toBe(422);
    expect(messagesOf(reversed)).toContain(M.rangeOrder);
    const trail = (await call(h, 'GET', `/api/trucks/${truck.id}/positions`)).json();
    expect(trail.positions).toEqual([]);
    const missing = await call(h, 'POST', '/api/trucks/999999999/positions', { positions: [point(hoursAgo(1))] });
    expect(missing.statusCode).toBe(404);
  });

  it('is part of the telematics feature: a plan without it is refused', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db);
    await t.db.update(companies).set({ plan: 'starter' }).where(eq(companies.id, company.id));
    const res = await call(headers, 'GET', '/api/trucks/positions/latest');
    expect(res.statusCode).toBe(403);
  });

  it("keeps a company's positions to itself", async () => {
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      create: async (a) => {
        const truck = await createTruck(t.app, a.headers);
        const res = await call(a.headers, 'POST', `/api/trucks/${truck.id}/positions`, {
          positions: [point(hoursAgo(1))],
        });
        expect(res.statusCode, res.body).toBe(201);
        return truck.id;
      },
      detail: (id) => `/api/trucks/${id}/positions`,
      summaries: ['/api/trucks/positions/latest'],
      writes: [
        { method: 'POST', url: (id) => `/api/trucks/${id}/positions`, payload: { positions: [point(hoursAgo(1))] } },
      ],
    });
  });
});
