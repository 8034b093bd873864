import { addDaysToDay, dayIn, type LoadEmptyMiles } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { driverEquipmentAssignments, drivers, loadStatuses, trucks } from '../src/db/schema';
import { unique } from './support/factories';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
const DAY = 86_400_000;
const day = (n: number) => addDaysToDay(dayIn('America/Chicago'), n);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** A load with one pickup and one delivery, picked up `from` days from today at `zips[0]`, delivered a day later at `zips[1]`. */
async function book(driverId: number | null, from: number, zips: [string | null, string | null], extra = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: w.manager.headers,
    payload: {
      ...basicInfo(w, { driver_id: driverId, ...extra }),
      events: [
        pickup(1, day(from), zips[0] ? { location_postal_code: zips[0] } : {}),
        delivery(2, day(from + 1), zips[1] ? { location_postal_code: zips[1] } : {}),
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; load_number: string };
}

async function emptyMiles(id: number, headers: Headers = w.manager.headers) {
  const res = await t.app.inject({ method: 'GET', url: `/api/loads/${id}/empty-miles`, headers });
  return { status: res.statusCode, body: res.json() as LoadEmptyMiles };
}

async function milesBetween(a: string, b: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/mileage?zip=${a}&zip=${b}`, headers: w.manager.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { miles: number }).miles;
}

describe('GET /api/loads/{id}/empty-miles', () => {
  it("measures from the truck's previous delivery, whoever drove it, to the first pickup", async () => {
    const [truck] = await t.db
      .insert(trucks)
      .values({ company_id: w.company.id, unit_number: unique('T') })
      .returning();
    // Bob ran the truck until 20 days ago; Alice has run it since.
    await t.db.insert(driverEquipmentAssignments).values([
      {
        company_id: w.company.id,
        driver_id: w.driver.b.id,
        truck_id: truck!.id,
        is_active: false,
        assigned_at: daysAgo(60),
        unassigned_at: daysAgo(20),
      },
      { company_id: w.company.id, driver_id: w.driver.a.id, truck_id: truck!.id, assigned_at: daysAgo(20) },
    ]);
    // Alice's own load before she had the truck, Bob's last run in it, and a cancelled one since.
    await book(w.driver.a.id, -40, ['43215', '30303']);
    const bobs = await book(w.driver.b.id, -26, ['43215', '60607']);
    const [cancelled] = await t.db
      .insert(loadStatuses)
      .values({ company_id: w.company.id, name: unique('Cancelled '), meaning: 'cancelled' })
      .returning();
    await book(w.driver.a.id, -14, ['43215', '38103'], { status_id: cancelled!.id });
    const load = await book(w.driver.a.id, -10, ['75201', '30303']);
    // A later load never counts.
    await book(w.driver.a.id, -5, ['75201', '37203']);

    const { status, body } = await emptyMiles(load.id);
    expect(status).toBe(200);
    expect(body.from).toEqual({
      load_id: bobs.id,
      load_number: bobs.load_number,
      city: 'Atlanta',
      state: 'GA',
      zip: '60607',
    });
    expect(body.miles).toBe(await milesBetween('60607', '75201'));
    expect(body.method).toBe('estimate');
    // Whoever reads the load may ask; a tracker not following the driver sees no such load.
    expect((await emptyMiles(load.id, w.tracker.headers)).status).toBe(200);
    expect((await emptyMiles(bobs.id, w.tracker.headers)).status).toBe(404);
  });

  it("falls back to the driver's own previous load when the driver holds no truck", async () => {
    await book(w.driver.c.id, -30, ['43215', '38103']);
    const previous = await book(w.driver.c.id, -15, ['38103', '37203']);
    const load = await book(w.driver.c.id, -8, ['30303', '43215']);
    const { body } = await emptyMiles(load.id);
    expect(body.from?.load_id).toBe(previous.id);
    expect(body.miles).toBe(await milesBetween('37203', '30303'));
  });

  it('answers no miles without a previous load, a driver or a ZIP to measure between', async () => {
    const none = { miles: null, method: null, from: null };
    const [newcomer] = await t.db
      .insert(drivers)
      .values({ company_id: w.company.id, first_name: 'Nina', last_name: unique('New') })
      .returning();
    const first = await book(newcomer!.id, 30, ['43215', '60607']);
    expect((await emptyMiles(first.id)).body).toEqual(none);
    const unassigned = await book(null, 3, ['43215', '60607']);
    expect((await emptyMiles(unassigned.id)).body).toEqual(none);

    // The previous delivery has no ZIP: it is named, the miles stay unknown.
    const c1 = await book(w.driver.c.id, 40, ['43215', null]);
    const c2 = await book(w.driver.c.id, 45, ['75201', '30303']);
    const { body } = await emptyMiles(c2.id);
    expect(body).toEqual({ miles: null, method: null, from: expect.objectContaining({ load_id: c1.id, zip: null }) });
    expect((await emptyMiles(999_999_999)).status).toBe(404);
  });
});
