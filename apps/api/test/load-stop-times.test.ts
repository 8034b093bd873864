import {
  addDaysToDay,
  dayIn,
  detentionMinutes,
  isArrivedLate,
  LOAD_MESSAGES,
  STOP_TIME_MESSAGES as M,
} from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { createTrailer, createTruck } from './support/fleet';
import { basicInfo, delivery, type LoadWorld, pickup, useLoadWorld } from './support/loads';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
type Stop = {
  id: number;
  event_order: number;
  arrived_at: string | null;
  departed_at: string | null;
  appointment_time_lower: string | null;
  appointment_time_higher: string | null;
  completed_by: { id: number; full_name: string } | null;
};
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });

/** A load with a pickup today 08:00–10:00 in Dallas (Central time) and a delivery tomorrow. */
async function book(world: LoadWorld) {
  const today = dayIn('America/Chicago');
  const res = await call(world.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(world),
    events: [
      pickup(1, today, {
        appointment_type_id: world.appointmentType.id,
        appointment_time_lower: `${today}T08:00:00-05:00`,
        appointment_time_higher: `${today}T10:00:00-05:00`,
      }),
      delivery(2, addDaysToDay(today, 1)),
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const load = res.json() as { id: number; events: Stop[] };
  return { id: load.id, stops: [...load.events].sort((a, b) => a.event_order - b.event_order), today };
}

const timesUrl = (loadId: number, eventId: number) => `/api/loads/${loadId}/events/${eventId}/times`;

describe('a stop’s arrival and departure', () => {
  it('records the times, keeps them through a save of the stop list, and writes the history', async () => {
    const load = await book(w);
    const stop = load.stops[0]!;
    const arrived = `${load.today}T10:30:00-05:00`;
    const departed = `${load.today}T14:45:00-05:00`;
    const res = await call(w.tracker.headers, 'PUT', timesUrl(load.id, stop.id), { arrived_at: arrived });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().arrived_at).toBe(new Date(arrived).toISOString());
    const both = await call(w.dispatcher.headers, 'PUT', timesUrl(load.id, stop.id), { departed_at: departed });
    expect(both.statusCode, both.body).toBe(200);
    const saved = both.json() as Stop;
    expect(saved.arrived_at).toBe(new Date(arrived).toISOString());
    expect(saved.departed_at).toBe(new Date(departed).toISOString());

    // Late: arrived 10:30 after a window ending 10:00. Detention: 08:00-start rule does not apply
    // (arrived after the start), so 10:30 → 14:45 is 255 minutes, 135 past the 120 free.
    const detail = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json();
    expect(detail.detention_free_minutes).toBe(120);
    const first = detail.events.find((e: Stop) => e.id === stop.id) as Stop;
    expect(isArrivedLate(first)).toBe(true);
    expect(detentionMinutes(first, detail.detention_free_minutes)).toBe(135);

    // Saving the stop list (the wizard, reordering) keeps the times of the stops it keeps.
    const events = (detail.events as Record<string, unknown>[]).map((e) => ({
      id: e.id,
      event_order: e.event_order,
      event_type: e.event_type,
      event_date: e.event_date,
      appointment_type_id: e.appointment_type_id,
      appointment_time_lower: e.appointment_time_lower,
      appointment_time_higher: e.appointment_time_higher,
      location_city: e.location_city,
      location_state: e.location_state,
    }));
    const put = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events`, { events });
    expect(put.statusCode, put.body).toBe(200);
    const kept = (put.json().events as Stop[]).find((e) => e.id === stop.id)!;
    expect([kept.arrived_at, kept.departed_at]).toEqual([saved.arrived_at, saved.departed_at]);

    const history = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/history`)).json().history as {
      kind: string;
      to_value: string;
    }[];
    expect(history.filter((h) => h.kind === 'stop_times')).toHaveLength(2);
  });

  it('refuses a departure before the arrival or without one, naming departed_at, and clears with null', async () => {
    const load = await book(w);
    const stop = load.stops[0]!;
    const bad = await call(w.manager.headers, 'PUT', timesUrl(load.id, stop.id), {
      arrived_at: `${load.today}T12:00:00-05:00`,
      departed_at: `${load.today}T11:00:00-05:00`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'departed_at'], msg: M.departedBeforeArrived }),
    ]);
    const alone = await call(w.manager.headers, 'PUT', timesUrl(load.id, stop.id), {
      departed_at: `${load.today}T11:00:00-05:00`,
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().detail[0].msg).toBe(M.departedWithoutArrival);

    await call(w.manager.headers, 'PUT', timesUrl(load.id, stop.id), { arrived_at: `${load.today}T09:00:00-05:00` });
    const cleared = await call(w.manager.headers, 'PUT', timesUrl(load.id, stop.id), { arrived_at: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().arrived_at).toBeNull();
    expect(isArrivedLate(cleared.json())).toBe(false);

    expect((await call(w.manager.headers, 'PUT', timesUrl(load.id, stop.id), {})).statusCode).toBe(422);
    expect((await call(w.manager.headers, 'PUT', timesUrl(load.id, 999_999), { arrived_at: null })).json()).toEqual({
      detail: LOAD_MESSAGES.eventNotFound,
    });
  });

  it('is for load management and the tracking users who follow the load', async () => {
    const load = await book(w);
    const body = { arrived_at: `${load.today}T09:00:00-05:00` };
    expect((await call(w.accountant.headers, 'PUT', timesUrl(load.id, load.stops[0]!.id), body)).statusCode).toBe(403);
    const unfollowed = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
      ...basicInfo(w, { driver_id: w.driver.b.id }),
      events: [pickup(1, load.today)],
    });
    const other = unfollowed.json() as { id: number; events: Stop[] };
    expect((await call(w.tracker.headers, 'PUT', timesUrl(other.id, other.events[0]!.id), body)).statusCode).toBe(404);
  });

  it('names who completed a stop', async () => {
    const load = await book(w);
    const done = await call(w.tracker.headers, 'PUT', `/api/loads/${load.id}/events/${load.stops[0]!.id}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().completed_by).toMatchObject({ id: w.tracker.id });
  });
});

describe('the load’s truck and trailer', () => {
  it('answers the primary driver’s current truck and trailer, or null', async () => {
    const load = await book(w);
    const before = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json();
    expect([before.truck, before.trailer]).toEqual([null, null]);
    const truck = await createTruck(t.app, w.manager.headers);
    const trailer = await createTrailer(t.app, w.manager.headers);
    const assigned = await call(w.manager.headers, 'POST', '/api/driver-equipment/', {
      driver_id: w.driver.a.id,
      truck_id: truck.id,
      trailer_id: trailer.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const after = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json();
    expect(after.truck).toEqual({ id: truck.id, unit_number: truck.unit_number });
    expect(after.trailer).toEqual({ id: trailer.id, unit_number: trailer.unit_number });
  });
});
