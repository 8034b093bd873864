import { DEFAULT_TIME_ZONE, dayIn, HOS_API_MESSAGES as M } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { buildEldFile, type EldFileSpec } from './support/eld-file';
import { buildSignedInCompany } from './support/factories';
import { createDriver, createTruck, messagesOf } from './support/fleet';
import { bookTenantLoad } from './support/loads';
import { multipartBody } from './support/multipart';
import { expectTenantIsolation } from './support/tenancy';
import { callerOf, useTestApp } from './support/test-app';

const t = useTestApp();
const call = callerOf(t);
type Headers = Record<string, string>;

/** A day's log: 12 hours off, on duty at 06:00, driving from 06:30 for `driveHours`, then off. */
function day(date: string, driveHours: number) {
  const at = (h: number) => new Date(Date.parse(`${date}T00:00:00Z`) + h * 3_600_000).toISOString();
  return [
    { status: 'off_duty', start: at(-6), location: 'Dallas, TX' },
    { status: 'on_duty', start: at(6), note: 'Pre-trip inspection' },
    { status: 'driving', start: at(6.5) },
    { status: 'off_duty', start: at(6.5 + driveHours) },
  ];
}

const post = (h: Headers, driverId: number, events: object[]) =>
  call(h, 'POST', `/api/drivers/${driverId}/duty-status-events`, { events });

async function upload(h: Headers, text: string) {
  const body = multipartBody({}, { name: 'driver-log.csv', type: 'text/csv', data: Buffer.from(text) });
  return t.app.inject({
    method: 'POST',
    url: '/api/hos/eld-files',
    headers: { ...h, ...body.headers },
    payload: body.payload,
  });
}

describe('duty status and hours of service', () => {
  it("stores a driver's log and answers the clocks by the regulation", async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const res = await post(headers, driver.id, day('2026-11-02', 6));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ stored: 4, replaced: 0 });

    // At 12:30, six hours into the drive that began at 06:30 after 12 hours off.
    const clocks = (await call(headers, 'GET', `/api/drivers/${driver.id}/hos?at=2026-11-02T12:29:00Z`)).json();
    expect(clocks).toEqual({
      driver_id: driver.id,
      at: '2026-11-02T12:29:00.000Z',
      status: 'driving',
      drive_remaining_minutes: 11 * 60 - 359,
      shift_remaining_minutes: 14 * 60 - 389,
      cycle_remaining_minutes: 70 * 60 - 389,
      break_remaining_minutes: 8 * 60 - 359,
      cycle: '70_8',
      next_reset_at: '2026-11-02T22:29:00.000Z',
      violations: [],
    });
    const log = (
      await call(
        headers,
        'GET',
        `/api/drivers/${driver.id}/duty-status-events?from=2026-11-02T00:00:00Z&to=2026-11-03T00:00:00Z`,
      )
    ).json();
    // The event in force when the range opens comes first, though it began the evening before.
    expect(log.events.map((e: { status: string }) => e.status)).toEqual(['off_duty', 'on_duty', 'driving', 'off_duty']);
    expect(log.events[0]).toMatchObject({ location: 'Dallas, TX', source: 'manual' });
  });

  it('opens a log with the latest event before the range, not the first', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    // Two days: the range opens on the second, in the sleeper berth since the evening before.
    const first = day('2026-11-01', 5);
    const evening = { status: 'sleeper_berth', start: '2026-11-01T20:00:00Z', location: 'Tulsa, OK' };
    expect((await post(headers, driver.id, [...first, evening])).statusCode).toBe(201);
    const log = (
      await call(
        headers,
        'GET',
        `/api/drivers/${driver.id}/duty-status-events?from=2026-11-02T00:00:00Z&to=2026-11-03T00:00:00Z`,
      )
    ).json();
    expect(log.events).toHaveLength(1);
    expect(log.events[0]).toMatchObject({ status: 'sleeper_berth', start: '2026-11-01T20:00:00.000Z' });
  });

  it('reports driving past 11 hours as a violation, and the clocks at 0', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    // Twelve hours of driving with a 30-minute break after the fifth: only the 11-hour limit is passed.
    const events = [
      { status: 'off_duty', start: '2026-11-01T18:00:00Z' },
      { status: 'driving', start: '2026-11-02T06:00:00Z' },
      { status: 'off_duty', start: '2026-11-02T11:00:00Z' },
      { status: 'driving', start: '2026-11-02T11:30:00Z' },
      { status: 'off_duty', start: '2026-11-02T18:30:00Z' },
    ];
    expect((await post(headers, driver.id, events)).statusCode).toBe(201);
    const clocks = (await call(headers, 'GET', `/api/drivers/${driver.id}/hos?at=2026-11-02T18:30:00Z`)).json();
    expect(clocks.drive_remaining_minutes).toBe(0);
    expect(clocks.violations).toEqual([{ rule: 'drive_11', at: '2026-11-02T17:30:00.000Z', minutes_over: 60 }]);
  });

  it('replaces the span a second import covers, and refuses events out of order naming the event', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    await post(headers, driver.id, day('2026-11-02', 6));
    const again = await post(headers, driver.id, day('2026-11-02', 8));
    expect(again.json()).toEqual({ stored: 4, replaced: 4 });
    const log = (
      await call(
        headers,
        'GET',
        `/api/drivers/${driver.id}/duty-status-events?from=2026-11-01T00:00:00Z&to=2026-11-03T00:00:00Z`,
      )
    ).json();
    expect(log.events.map((e: { start: string }) => e.start.slice(11, 16))).toEqual([
      '18:00',
      '06:00',
      '06:30',
      '14:30',
    ]);

    const [first, second] = day('2026-11-05', 2);
    const reversed = await post(headers, driver.id, [second!, first!]);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail[0].loc).toEqual(['body', 'events', 1, 'start']);
    const bad = await post(headers, driver.id, [{ status: 'napping', start: '2026-11-05T00:00:00Z' }]);
    expect(bad.statusCode).toBe(422);
    const empty = await post(headers, driver.id, []);
    expect(empty.statusCode).toBe(422);
    const missing = await post(headers, 999_999_999, day('2026-11-05', 2));
    expect(missing.statusCode).toBe(404);
  });

  it('warns when a load needs more driving than the driver has by its pickup, counting a rest until then', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const ago = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const ahead = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    // Six hours at the wheel this morning, still driving.
    await post(headers, driver.id, [
      { status: 'off_duty', start: ago(20) },
      { status: 'on_duty', start: ago(6.5) },
      { status: 'driving', start: ago(6) },
    ]);
    const check = async (miles: number, pickup: string) => {
      const res = await call(
        headers,
        'GET',
        `/api/drivers/${driver.id}/hos/trip-check?miles=${miles}&pickup_at=${pickup}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // 300 miles at 50 mph is 6 hours; five are left within the 11 by a pickup in an hour.
    // (The clocks count whole minutes, and the request comes a few milliseconds after the log.)
    const soon = await check(300, ahead(1));
    expect(soon).toMatchObject({ needed_minutes: 360, enough: false });
    expect([299, 300]).toContain(soon.available_minutes);
    expect(soon.warning).toMatch(/^The load needs 6h of driving at 50 mph; the driver has (5h|4h 59m) by the pickup$/);
    // A pickup after a 10-hour rest: the daily clocks are back.
    expect(await check(300, ahead(11))).toMatchObject({ available_minutes: 660, enough: true, warning: null });
    // A 1,200-mile load rests along the way: only the cycle bounds it.
    const long = await check(1200, ahead(1));
    expect(long).toMatchObject({ needed_minutes: 1440, enough: true });
    expect([70 * 60 - 391, 70 * 60 - 390]).toContain(long.available_minutes);
    const bad = await call(headers, 'GET', `/api/drivers/${driver.id}/hos/trip-check?miles=-4`);
    expect(bad.statusCode).toBe(422);
  });

  it("records the warning on the load's history when its saved driver and miles call for one", async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const pickupIn = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    // The pickup's day in the company's zone, whatever the hour of the run.
    const today = dayIn(DEFAULT_TIME_ZONE, new Date(pickupIn(1)));
    const book = (miles: number) =>
      bookTenantLoad(t.app, t.db, a, {
        status: `Booked ${miles}`,
        events: [
          { event_order: 1, event_type: 'pickup', event_date: today, appointment_time_lower: pickupIn(1) },
          { event_order: 2, event_type: 'delivery', event_date: today },
        ],
        rate_cargo: { rate_booked: 1500, loaded_miles: miles },
      });
    const long = await book(450);
    const short = await book(100);
    const { driver_id } = (await call(a.headers, 'GET', `/api/loads/${long}`)).json();
    const ago = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    await post(a.headers, driver_id, [
      { status: 'off_duty', start: ago(20) },
      { status: 'driving', start: ago(6) },
    ]);

    const recorded = await call(a.headers, 'POST', `/api/loads/${long}/hos-warning`);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      recorded: true,
      warning: expect.stringMatching(/^The load needs 9h of driving/),
    });
    const history = (await call(a.headers, 'GET', `/api/loads/${long}/history`)).json().history;
    expect(history).toContainEqual(
      expect.objectContaining({ kind: 'hos_warning', to_value: expect.stringMatching(/^Tess .+: The load needs 9h/) }),
    );
    // 100 miles fit in the five hours left: nothing to record.
    expect((await call(a.headers, 'POST', `/api/loads/${short}/hos-warning`)).json()).toEqual({
      recorded: false,
      warning: null,
    });
  });

  it('reads the clocks from the latest event before their ten days, not an earlier one', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers);
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    await post(headers, driver.id, [
      { status: 'on_duty', start: daysAgo(14) },
      { status: 'driving', start: daysAgo(13) },
      { status: 'off_duty', start: daysAgo(12) },
    ]);
    for (const url of [`/api/drivers/${driver.id}/hos`, '/api/hos/clocks']) {
      const answer = (await call(headers, 'GET', url)).json();
      const clocks = answer.clocks
        ? answer.clocks.find((c: { driver_id: number }) => c.driver_id === driver.id)
        : answer;
      expect(clocks, url).toMatchObject({ status: 'off_duty', drive_remaining_minutes: 660, violations: [] });
    }
  });

  it("lists every active driver's clocks for the dashboard in one call", async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const a = await createDriver(t.app, headers, { first_name: 'Ann', last_name: 'Rested' });
    const b = await createDriver(t.app, headers, { first_name: 'Ben', last_name: 'Driving' });
    await post(headers, b.id, day('2026-11-02', 6));
    const res = await call(headers, 'GET', '/api/hos/clocks?at=2026-11-02T12:29:00Z');
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().clocks.map((c: { driver_id: number }) => [c.driver_id, c]));
    expect(byId.get(a.id)).toMatchObject({
      driver_name: 'Ann Rested',
      status: 'off_duty',
      drive_remaining_minutes: 660,
    });
    expect(byId.get(b.id)).toMatchObject({
      driver_name: 'Ben Driving',
      status: 'driving',
      drive_remaining_minutes: 301,
    });
  });

  it("keeps a company's logs and clocks to itself", async () => {
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      create: async (a) => {
        const driver = await createDriver(t.app, a.headers);
        expect((await post(a.headers, driver.id, day('2026-11-02', 6))).statusCode).toBe(201);
        return driver.id;
      },
      detail: (id) => `/api/drivers/${id}/hos`,
      writes: [
        { method: 'GET', url: (id) => `/api/drivers/${id}/duty-status-events` },
        {
          method: 'POST',
          url: (id) => `/api/drivers/${id}/duty-status-events`,
          payload: { events: day('2026-11-09', 1) },
        },
      ],
    });
  });
});

describe('ELD output files', () => {
  const spec = (licence: string, unit: string): EldFileSpec => ({
    driver: {
      last_name: 'Okafor',
      first_name: 'Grace',
      username: 'gokafor',
      license_number: licence,
      license_state: 'TX',
    },
    vehicle: { power_unit_number: unit },
    time_zone_offset: 6,
    events: [
      { status: 'off_duty', start: new Date('2026-11-01T20:00:00Z'), latitude: 32.78, longitude: -96.8 },
      { status: 'on_duty', start: new Date('2026-11-02T12:00:00Z'), latitude: 32.78, longitude: -96.8 },
      { status: 'driving', start: new Date('2026-11-02T12:30:00Z'), latitude: 32.8, longitude: -96.79 },
      { status: 'off_duty', start: new Date('2026-11-02T18:30:00Z'), latitude: 33.75, longitude: -84.39 },
    ],
  });

  it("imports a driver's log and the truck's positions, and the same file again changes nothing", async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers, {
      first_name: 'Grace',
      last_name: 'Okafor',
      cdl_number: 'D1234567',
      cdl_state: 'TX',
    });
    const truck = await createTruck(t.app, headers);
    const file = buildEldFile(spec('D1234567', truck.unit_number));
    const first = await upload(headers, file);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      driver_id: driver.id,
      driver_name: 'Grace Okafor',
      truck_id: truck.id,
      events_stored: 4,
      events_replaced: 0,
      positions_stored: 4,
    });
    const again = (await upload(headers, file)).json();
    expect(again).toMatchObject({ events_stored: 4, events_replaced: 4, positions_stored: 0 });
    const clocks = (await call(headers, 'GET', `/api/drivers/${driver.id}/hos?at=2026-11-02T18:30:00Z`)).json();
    expect(clocks).toMatchObject({ status: 'off_duty', drive_remaining_minutes: 5 * 60 });
    const latest = (await call(headers, 'GET', '/api/trucks/positions/latest')).json().positions;
    expect(latest).toEqual([expect.objectContaining({ truck_id: truck.id, lat: 33.75, lng: -84.39 })]);
  });

  it('refuses a damaged file naming its line, a driver it cannot match, and stores nothing', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const driver = await createDriver(t.app, headers, {
      first_name: 'Grace',
      last_name: 'Okafor',
      cdl_number: 'D1234567',
    });
    const broken = await upload(headers, buildEldFile({ ...spec('D1234567', 'T1'), break_line_check: 3 }));
    expect(broken.statusCode).toBe(422);
    expect(messagesOf(broken)[0]).toMatch(/^Line 3: /);

    const stranger = buildEldFile({
      ...spec('X999', 'T1'),
      driver: { ...spec('X999', 'T1').driver, first_name: 'Sam', last_name: 'Nobody' },
    });
    const unmatched = await upload(headers, stranger);
    expect(unmatched.statusCode).toBe(422);
    expect(messagesOf(unmatched)).toEqual([M.eldDriverUnmatched('Sam Nobody', 'X999')]);

    const notEld = await upload(headers, 'date,gallons\n2026-11-01,120\n');
    expect(notEld.statusCode).toBe(422);
    const log = (
      await call(
        headers,
        'GET',
        `/api/drivers/${driver.id}/duty-status-events?from=2026-11-01T00:00:00Z&to=2026-11-03T00:00:00Z`,
      )
    ).json();
    expect(log.events).toEqual([]);
  });
});
