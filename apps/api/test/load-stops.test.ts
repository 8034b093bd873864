import { addDaysToDay, dayIn, LOAD_MESSAGES as M } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, companies, loadEvents, loads } from '../src/db/schema';
import { basicInfo, buildLoadWorld, delivery, type LoadWorld, pickup, useLoadWorld } from './support/loads';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const msgs = (res: { json(): { detail: unknown } }) => {
  const d = res.json().detail;
  return Array.isArray(d) ? d.map((x: { msg: string }) => x.msg) : [d as string];
};

/** A load booked in one call; answers its id and its stops in order. */
async function book(world: LoadWorld, events: Record<string, unknown>[]) {
  const res = await call(world.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(world, { status_id: world.status.transit.id }),
    events,
  });
  expect(res.statusCode, res.body).toBe(201);
  const load = res.json() as { id: number; events: { id: number; event_order: number }[] };
  return { id: load.id, stops: [...load.events].sort((a, b) => a.event_order - b.event_order) };
}

const completeUrl = (loadId: number, eventId: number) => `/api/loads/${loadId}/events/${eventId}/complete`;

async function storedStops(loadId: number) {
  const rows = await t.db.select().from(loadEvents).where(eq(loadEvents.load_id, loadId));
  return rows
    .sort((a, b) => a.event_order - b.event_order)
    .map((e) => ({ order: e.event_order, done: e.is_completed, at: e.completed_at }));
}

async function completions(companyId: number, loadId: number) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.company_id, companyId), eq(auditLog.action, 'event_complete')));
  return rows.filter((r) => r.entity_id === String(loadId));
}

describe('completing a stop', () => {
  it('refuses a delivery while the pickup before it is open, and writes nothing', async () => {
    const today = dayIn('America/Chicago');
    const load = await book(w, [pickup(1, today), delivery(2, today)]);
    const res = await call(w.tracker.headers, 'PUT', completeUrl(load.id, load.stops[1]!.id), {});
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toEqual([M.stopEarlierOpen(1)]);
    expect(await storedStops(load.id)).toEqual([
      { order: 1, done: false, at: null },
      { order: 2, done: false, at: null },
    ]);
    expect(await completions(w.company.id, load.id)).toEqual([]);

    // In order, both go through.
    for (const stop of load.stops) {
      const ok = await call(w.tracker.headers, 'PUT', completeUrl(load.id, stop.id), {});
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ id: stop.id, is_completed: true });
    }
    expect((await storedStops(load.id)).map((s) => s.done)).toEqual([true, true]);
  });

  it('refuses a pickup dated after today in the company’s zone, and writes nothing', async () => {
    const inThreeDays = addDaysToDay(dayIn('America/Chicago'), 3);
    const load = await book(w, [pickup(1, inThreeDays), delivery(2, addDaysToDay(inThreeDays, 1))]);
    const res = await call(w.manager.headers, 'PUT', completeUrl(load.id, load.stops[0]!.id), { is_completed: true });
    expect(res.statusCode).toBe(422);
    expect(msgs(res)).toEqual([M.stopInFuture]);
    expect((await storedStops(load.id)).map((s) => s.done)).toEqual([false, false]);
    expect(await completions(w.company.id, load.id)).toEqual([]);
  });

  it('counts today in the company’s zone, not the server’s', async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
    const kiritimatiToday = dayIn('Pacific/Kiritimati');
    const atZone = async (zone: string) => {
      const world = await buildLoadWorld(t.app, t.db);
      await t.db.update(companies).set({ time_zone: zone }).where(eq(companies.id, world.company.id));
      // Stops abroad: their day is the company's.
      const abroad = { location_city: 'Toronto', location_state: 'ON', location_country: 'CAN' };
      const load = await book(world, [pickup(1, kiritimatiToday, abroad), delivery(2, kiritimatiToday, abroad)]);
      return call(world.manager.headers, 'PUT', completeUrl(load.id, load.stops[0]!.id), {});
    };
    const behind = await atZone('Pacific/Pago_Pago');
    expect(behind.statusCode).toBe(422);
    expect(msgs(behind)).toEqual([M.stopInFuture]);
    expect((await atZone('Pacific/Kiritimati')).statusCode).toBe(200);
  });

  it('reopens completed stops from the last one back', async () => {
    const today = dayIn('America/Chicago');
    const load = await book(w, [pickup(1, today), delivery(2, today)]);
    const [pickupId, deliveryId] = load.stops.map((s) => s.id) as [number, number];
    for (const id of [pickupId, deliveryId])
      expect((await call(w.manager.headers, 'PUT', completeUrl(load.id, id), {})).statusCode).toBe(200);

    const early = await call(w.manager.headers, 'PUT', completeUrl(load.id, pickupId), { is_completed: false });
    expect(early.statusCode).toBe(422);
    expect(msgs(early)).toEqual([M.stopLaterCompleted(2)]);
    expect((await storedStops(load.id)).map((s) => s.done)).toEqual([true, true]);

    for (const id of [deliveryId, pickupId]) {
      const reopened = await call(w.manager.headers, 'PUT', completeUrl(load.id, id), { is_completed: false });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({ is_completed: false, completed_at: null });
    }
  });
});

describe('completion flags in a saved stop list', () => {
  const putEvents = (loadId: number, events: Record<string, unknown>[]) =>
    call(w.manager.headers, 'PUT', `/api/loads/${loadId}/events`, { events });
  const kept = (load: { stops: { id: number }[] }, i: number, stop: Record<string, unknown>) => ({
    ...stop,
    id: load.stops[i]!.id,
  });
  const flagErrors = (res: { json(): { detail: unknown } }) =>
    (res.json().detail as { loc: unknown[]; msg: string }[]).map((d) => ({ loc: d.loc, msg: d.msg }));

  it('refuses a stop marked done while an earlier one is open, or before its day, and writes nothing', async () => {
    const today = dayIn('America/Chicago');
    const tomorrow = addDaysToDay(today, 1);
    const load = await book(w, [pickup(1, today), delivery(2, tomorrow)]);

    const outOfOrder = await putEvents(load.id, [
      kept(load, 0, pickup(1, today)),
      kept(load, 1, delivery(2, tomorrow, { is_completed: true })),
    ]);
    expect(outOfOrder.statusCode).toBe(422);
    expect(flagErrors(outOfOrder)).toEqual([{ loc: ['body', 'events', 1, 'is_completed'], msg: M.stopEarlierOpen(1) }]);

    const early = await putEvents(load.id, [
      kept(load, 0, pickup(1, today, { is_completed: true })),
      kept(load, 1, delivery(2, tomorrow, { is_completed: true })),
    ]);
    expect(early.statusCode).toBe(422);
    expect(flagErrors(early)).toEqual([{ loc: ['body', 'events', 1, 'is_completed'], msg: M.stopInFuture }]);
    expect(await storedStops(load.id)).toEqual([
      { order: 1, done: false, at: null },
      { order: 2, done: false, at: null },
    ]);
  });

  it('keeps when and by whom a stop was completed when the list is saved again', async () => {
    const today = dayIn('America/Chicago');
    const load = await book(w, [pickup(1, today), delivery(2, today)]);
    expect((await call(w.tracker.headers, 'PUT', completeUrl(load.id, load.stops[0]!.id), {})).statusCode).toBe(200);
    const [before] = await t.db.select().from(loadEvents).where(eq(loadEvents.id, load.stops[0]!.id));

    const saved = await putEvents(load.id, [
      kept(load, 0, pickup(1, today, { is_completed: true, location_city: 'Joliet' })),
      kept(load, 1, delivery(2, today)),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [after] = await t.db.select().from(loadEvents).where(eq(loadEvents.id, load.stops[0]!.id));
    expect(after).toMatchObject({
      location_city: 'Joliet',
      is_completed: true,
      completed_at: before!.completed_at,
      completed_by: w.tracker.id,
    });

    // Reopening the pickup while the delivery is done is refused as the completion call refuses it.
    expect((await call(w.tracker.headers, 'PUT', completeUrl(load.id, load.stops[1]!.id), {})).statusCode).toBe(200);
    const reopened = await putEvents(load.id, [
      kept(load, 0, pickup(1, today)),
      kept(load, 1, delivery(2, today, { is_completed: true })),
    ]);
    expect(reopened.statusCode).toBe(422);
    expect(flagErrors(reopened)).toEqual([
      { loc: ['body', 'events', 0, 'is_completed'], msg: M.stopLaterCompleted(2) },
    ]);
    expect((await storedStops(load.id)).map((s) => s.done)).toEqual([true, true]);
  });

  it('books a load already run with its stops done in order, by the booking user', async () => {
    const lastWeek = addDaysToDay(dayIn('America/Chicago'), -7);
    const load = await book(w, [
      pickup(1, lastWeek, { is_completed: true }),
      delivery(2, addDaysToDay(lastWeek, 1), { is_completed: true }),
    ]);
    const rows = await t.db.select().from(loadEvents).where(eq(loadEvents.load_id, load.id));
    expect(rows.map((r) => [r.is_completed, r.completed_by])).toEqual([
      [true, w.manager.id],
      [true, w.manager.id],
    ]);
  });
});

describe('stop dates and appointment times', () => {
  const window = (lower: string, higher: string) => ({
    appointment_type_id: w.appointmentType.id,
    appointment_time_lower: lower,
    appointment_time_higher: higher,
  });

  it.each([
    [
      'a window months after the event date',
      () => [pickup(1, '2026-12-01', window('2027-06-01T15:00:00Z', '2027-06-01T17:00:00Z'))],
      ['appointment_time_lower', 'appointment_time_higher'],
    ],
    // 03:00 UTC on Dec 2 is still Dec 1 in Dallas (Central time): the day is read at the stop.
    [
      'a window on the next day in UTC but the event date at the stop',
      () => [pickup(1, '2026-12-02', window('2026-12-02T03:00:00Z', '2026-12-02T05:00:00Z'))],
      ['appointment_time_lower', 'appointment_time_higher'],
    ],
    [
      'an end time on the following day',
      () => [pickup(1, '2026-12-01', window('2026-12-01T15:00:00Z', '2026-12-02T15:00:00Z'))],
      ['appointment_time_higher'],
    ],
  ])('refuses %s and writes nothing', async (_, events, fields) => {
    const load = await book(w, [pickup(1, '2026-11-30')]);
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events`, { events: events() });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: (string | number)[]; msg: string }[];
    expect(detail).toEqual(
      fields.map((f) => expect.objectContaining({ loc: ['body', 'events', 0, f], msg: M.appointmentOffDay })),
    );
    expect(
      (await t.db.select().from(loadEvents).where(eq(loadEvents.load_id, load.id))).map((e) => e.event_date),
    ).toEqual(['2026-11-30']);
  });

  it('accepts a window on the event date at the stop, read in its own zone', async () => {
    const load = await book(w, [pickup(1, '2026-11-30')]);
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events`, {
      events: [
        // 08:00–10:00 in Los Angeles is 16:00–18:00 UTC.
        pickup(1, '2026-12-01', {
          location_city: 'Los Angeles',
          location_state: 'CA',
          ...window('2026-12-01T16:00:00Z', '2026-12-01T18:00:00Z'),
        }),
        // 22:00–23:30 in Atlanta is already Dec 2 in UTC.
        delivery(2, '2026-12-01', window('2026-12-02T03:00:00Z', '2026-12-02T04:30:00Z')),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([['0001-01-01'], ['1999-12-31'], ['2101-01-01']])(
    'refuses the event date %s and writes nothing',
    async (day) => {
      const load = await book(w, [pickup(1, '2026-11-30')]);
      const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-2`, { events: [pickup(1, day)] });
      expect(res.statusCode).toBe(422);
      expect(msgs(res)).toContain(M.eventDateRange);
      const created = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
        ...basicInfo(w, { load_number: `RANGE-${day}` }),
        events: [pickup(1, day)],
      });
      expect(created.statusCode).toBe(422);
      expect(
        await t.db
          .select()
          .from(loads)
          .where(eq(loads.load_number, `RANGE-${day}`)),
      ).toEqual([]);
      expect(
        (await t.db.select().from(loadEvents).where(eq(loadEvents.load_id, load.id))).map((e) => e.event_date),
      ).toEqual(['2026-11-30']);
    },
  );

  it('accepts the first and last days of the range', async () => {
    const load = await book(w, [pickup(1, '2026-11-30')]);
    const res = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events`, {
      events: [pickup(1, '2000-01-01'), delivery(2, '2100-12-31')],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the late flag of track and trace', () => {
  /** The driver's stops of a day range as track and trace reads them, by city. */
  async function lateByCity(world: LoadWorld, from: string, to: string) {
    const res = await call(
      world.manager.headers,
      'GET',
      `/api/loads/driver/${world.driver.a.id}/events?event_date_from=${from}&event_date_to=${to}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().events as { location_city: string; is_late: boolean }[];
    return Object.fromEntries(events.map((e) => [e.location_city, e.is_late]));
  }

  it('marks a stop without a window late once its day is over at the stop, not on the server', async () => {
    // 05:00 UTC: the day is already the 24th on the server, still the 23rd in Hawaii and in Pago Pago.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T05:00:00Z'));
    try {
      const world = await buildLoadWorld(t.app, t.db);
      await t.db.update(companies).set({ time_zone: 'Pacific/Pago_Pago' }).where(eq(companies.id, world.company.id));
      // The stop abroad is read in the company's zone.
      const abroad = { location_city: 'Apia', location_state: null, location_country: 'WSM' };
      await book(world, [
        pickup(1, '2026-11-22', { location_city: 'Hilo', location_state: 'HI' }),
        pickup(2, '2026-11-23', { location_city: 'Honolulu', location_state: 'HI' }),
        delivery(3, '2026-11-23', abroad),
      ]);
      expect(await lateByCity(world, '2026-11-22', '2026-11-23')).toEqual({ Hilo: true, Honolulu: false, Apia: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
