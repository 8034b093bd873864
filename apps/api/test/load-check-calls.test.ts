import { addDaysToDay, dayIn, CHECK_CALL_MESSAGES as M } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { basicInfo, bookTenantLoad, delivery, type LoadWorld, pickup, useLoadWorld } from './support/loads';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const fields = (res: { json(): { detail: { loc: string[]; msg: string }[] } }) =>
  res.json().detail.map((d) => `${d.loc.at(-1)}: ${d.msg}`);

async function book(world: LoadWorld, extra: Record<string, unknown> = {}) {
  const today = dayIn('America/Chicago');
  const res = await call(world.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(world, extra),
    events: [pickup(1, today), delivery(2, addDaysToDay(today, 1))],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; load_number: string };
}

const url = (loadId: number) => `/api/loads/${loadId}/check-calls`;
const amarillo = { city: 'Amarillo', state: 'tx', reason: 'delayed', delay_cause: 'Traffic', note: 'Slow on I-40' };

describe('check calls', () => {
  it('adds a check call, lists it newest first with its author, and writes the history', async () => {
    const load = await book(w);
    const first = await call(w.manager.headers, 'POST', url(load.id), {
      latitude: 35.2,
      longitude: -101.8,
      reason: 'on_time',
    });
    expect(first.statusCode, first.body).toBe(201);
    const eta = new Date(Date.now() + 3 * 3600_000).toISOString();
    const second = await call(w.dispatcher.headers, 'POST', url(load.id), { ...amarillo, eta });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      city: 'Amarillo',
      state: 'TX',
      reason: 'delayed',
      delay_cause: 'Traffic',
      eta,
    });

    const list = await call(w.accountant.headers, 'GET', url(load.id));
    expect(list.statusCode).toBe(200);
    const calls = list.json().check_calls as {
      id: number;
      reason: string;
      created_by_name: string;
      can_delete: boolean;
    }[];
    expect(calls.map((c) => c.reason)).toEqual(['delayed', 'on_time']);
    expect(calls[0]!.created_by_name).toBeTruthy();
    // The accountant wrote neither and is no manager.
    expect(calls.map((c) => c.can_delete)).toEqual([false, false]);

    const history = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}/history`)).json().history as {
      kind: string;
      to_value: string | null;
    }[];
    expect(history.filter((h) => h.kind === 'check_call').map((h) => h.to_value)).toEqual([
      'On time at 35.2000, -101.8000',
      'Delayed (Traffic) at Amarillo, TX',
    ]);
  });

  it('puts the last check call on the board rows and on the driver’s stops in one answer', async () => {
    const load = await book(w);
    const other = await book(w);
    await call(w.manager.headers, 'POST', url(load.id), { city: 'Tulsa', state: 'OK', reason: 'on_time' });
    await call(w.manager.headers, 'POST', url(load.id), amarillo);

    const board = await call(w.manager.headers, 'GET', '/api/loads/bulk?limit=200');
    const rows = board.json().loads as { id: number; last_check_call: unknown }[];
    expect(rows.find((r) => r.id === load.id)?.last_check_call).toMatchObject({
      reason: 'delayed',
      city: 'Amarillo',
      state: 'TX',
      eta: null,
    });
    expect(rows.find((r) => r.id === other.id)?.last_check_call).toBeNull();

    const today = dayIn('America/Chicago');
    const stops = await call(
      w.tracker.headers,
      'GET',
      `/api/loads/driver/${w.driver.a.id}/events?event_date_from=${addDaysToDay(today, -1)}&event_date_to=${addDaysToDay(today, 2)}&limit=200`,
    );
    expect(stops.statusCode, stops.body).toBe(200);
    const mine = (stops.json().events as { load_id: number; last_check_call: { reason: string } | null }[]).filter(
      (e) => e.load_id === load.id,
    );
    expect(mine.map((e) => e.last_check_call?.reason)).toEqual(['delayed', 'delayed']);
  });

  it('refuses a check call without a place, with a half place, or a delay without a cause, naming the field', async () => {
    const load = await book(w);
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: 'on_time' }, `city: ${M.locationRequired}`],
      [{ city: 'Amarillo', reason: 'on_time' }, `state: ${M.stateRequired}`],
      [{ city: 'Amarillo', state: 'ZZ', reason: 'on_time' }, `state: ${M.stateUnknown}`],
      [{ latitude: 95, longitude: 0, reason: 'on_time' }, `latitude: ${M.latitudeRange}`],
      [{ city: 'Amarillo', state: 'TX', reason: 'delayed' }, `delay_cause: ${M.delayCauseRequired}`],
      [{ city: 'Amarillo', state: 'TX', reason: 'on_time', eta: 'soon' }, `eta: ${M.etaInvalid}`],
    ];
    for (const [body, problem] of cases) {
      const res = await call(w.manager.headers, 'POST', url(load.id), body);
      expect(res.statusCode, res.body).toBe(422);
      expect(fields(res)).toContain(problem);
    }
    expect((await call(w.manager.headers, 'GET', url(load.id))).json().check_calls).toEqual([]);
  });

  it('lets a tracking user add to the loads of the drivers they follow only; accountants read', async () => {
    const followed = await book(w);
    const unfollowed = await book(w, { driver_id: w.driver.b.id });
    const body = { city: 'Tulsa', state: 'OK', reason: 'arrived' };
    expect((await call(w.tracker.headers, 'POST', url(followed.id), body)).statusCode).toBe(201);
    expect((await call(w.tracker.headers, 'POST', url(unfollowed.id), body)).statusCode).toBe(404);
    expect((await call(w.tracker.headers, 'GET', url(unfollowed.id))).statusCode).toBe(404);
    expect((await call(w.accountant.headers, 'POST', url(followed.id), body)).statusCode).toBe(403);
    expect((await call(w.analyst.headers, 'GET', url(followed.id))).statusCode).toBe(403);
  });

  it('deletes a check call for its author or a manager only', async () => {
    const load = await book(w);
    const body = { city: 'Tulsa', state: 'OK', reason: 'departed' };
    const byTracker = (await call(w.tracker.headers, 'POST', url(load.id), body)).json().id as number;
    const byDispatcher = (await call(w.dispatcher.headers, 'POST', url(load.id), body)).json().id as number;

    const refused = await call(w.dispatcher.headers, 'DELETE', `${url(load.id)}/${byTracker}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(M.checkCallNotYours);
    expect((await call(w.dispatcher.headers, 'DELETE', `${url(load.id)}/${byDispatcher}`)).statusCode).toBe(204);
    expect((await call(w.manager.headers, 'DELETE', `${url(load.id)}/${byTracker}`)).statusCode).toBe(204);
    expect((await call(w.manager.headers, 'DELETE', `${url(load.id)}/${byTracker}`)).statusCode).toBe(404);
    expect((await call(w.manager.headers, 'GET', url(load.id))).json().check_calls).toEqual([]);
  });

  it('keeps check calls inside their company', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => {
        const id = await bookTenantLoad(t.app, t.db, a, {
          status: 'Booked',
          events: [pickup(1, dayIn('America/Chicago'))],
        });
        const res = await call(a.headers, 'POST', url(id), { city: 'Tulsa', state: 'OK', reason: 'on_time' });
        expect(res.statusCode, res.body).toBe(201);
        return id;
      },
      detail: (id) => url(Number(id)),
      writes: [
        { method: 'POST', url: (id) => url(Number(id)), payload: { city: 'Tulsa', state: 'OK', reason: 'on_time' } },
        { method: 'DELETE', url: (id) => `${url(Number(id))}/1` },
      ],
    });
  });
});
