import { LOAD_MESSAGES as M } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { unique } from './support/factories';
import { basicInfo, buildLoadWorld, delivery, pickup, useLoadWorld } from './support/loads';
import { fieldProblem } from './support/problems';
import { useTestApp } from './support/test-app';

/** Decision 0195: a load the wizard has not completed is a draft, off the board and out of every figure. */
const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Headers, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const ok = async (headers: Headers, method: Method, url: string, payload?: unknown) => {
  const res = await call(headers, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

/** The wizard's first step: a draft. */
const startDraft = (headers: Headers, extra: Record<string, unknown> = {}) =>
  ok(headers, 'POST', '/api/loads/step-1', basicInfo(w, extra));
/** The wizard's stops, picked up and delivered on these days. */
const saveStops = (headers: Headers, id: number, from = '2024-06-03', to = '2024-06-04') =>
  ok(headers, 'PUT', `/api/loads/${id}/step-2`, { events: [pickup(1, from), delivery(2, to)] });
/** The wizard's last step. */
const completeRate = (headers: Headers, id: number) =>
  ok(headers, 'PUT', `/api/loads/${id}/step-3`, {
    rate_booked: '1200.00',
    rate_dispatched: '900.00',
    loaded_miles: 400,
  });

const numbersOf = (list: { loads: { load_number: string }[] }) => list.loads.map((l) => l.load_number);

describe('what is a draft', () => {
  it('starts a draft with the wizard, either way, and completes it with the last step', async () => {
    const load = await startDraft(w.dispatcher.headers);
    expect(load.is_draft).toBe(true);
    expect((await ok(w.manager.headers, 'GET', `/api/loads/${load.id}`)).is_draft).toBe(true);
    const accounting = await ok(w.accountant.headers, 'POST', '/api/loads/accounting/step-1', {
      ...basicInfo(w),
      dispatcher_id: w.dispatcher.id,
    });
    expect(accounting.is_draft).toBe(true);

    // The stops alone do not complete it; the rate and cargo step does.
    expect((await saveStops(w.dispatcher.headers, load.id)).is_draft).toBe(true);
    const done = await completeRate(w.dispatcher.headers, load.id);
    expect(done.progress.is_complete).toBe(true);
    expect(done.is_draft).toBe(false);
    // Editing a completed load never makes it a draft again.
    const edited = await ok(w.dispatcher.headers, 'PUT', `/api/loads/${load.id}/step-4`, { loaded_miles: 0 });
    expect(edited.is_draft).toBe(false);
  });

  it('books a whole load in one call as no draft, with or without its rate', async () => {
    const body = { ...basicInfo(w), events: [pickup(1, '2024-06-03'), delivery(2, '2024-06-04')] };
    expect((await ok(w.manager.headers, 'POST', '/api/loads/with-events', body)).is_draft).toBe(false);
  });
});

describe('the board', () => {
  it('leaves drafts out unless asked, and lists them with include or only', async () => {
    const tag = unique('DRF-');
    const draft = await startDraft(w.manager.headers, { load_number: `${tag}-D` });
    await ok(w.manager.headers, 'POST', '/api/loads/with-events', {
      ...basicInfo(w, { load_number: `${tag}-C` }),
      events: [pickup(1, '2024-06-03'), delivery(2, '2024-06-04')],
    });
    for (const path of ['/api/loads/bulk', '/api/loads/']) {
      const list = (drafts?: string) =>
        ok(w.manager.headers, 'GET', `${path}?search=${tag}${drafts ? `&drafts=${drafts}` : ''}&sort_by=load_number`);
      const hidden = await list();
      expect(numbersOf(hidden)).toEqual([`${tag}-C`]);
      expect(hidden.total).toBe(1);
      expect(numbersOf(await list('exclude'))).toEqual([`${tag}-C`]);
      const both = await list('include');
      expect(numbersOf(both)).toEqual([`${tag}-D`, `${tag}-C`]);
      expect(both.loads.map((l: { is_draft: boolean }) => l.is_draft)).toEqual([true, false]);
      expect(both.total).toBe(2);
      const only = await list('only');
      expect(numbersOf(only)).toEqual([`${tag}-D`]);
      expect(only.loads[0]).toMatchObject({ id: draft.id, is_draft: true });
    }
  });

  it('refuses another drafts value with 422 naming the parameter', async () => {
    for (const path of ['/api/loads/bulk', '/api/loads/']) {
      const res = await call(w.manager.headers, 'GET', `${path}?drafts=all`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual(
        fieldProblem('drafts', 'drafts must be exclude, include or only', {
          where: 'querystring',
          type: 'invalid_value',
        }),
      );
    }
  });
});

describe('drafts count nowhere', () => {
  it('leaves drafts out of the totals, driver counts, driver loads and stops, and the dashboards', async () => {
    // A company of its own, so its figures are this test's alone.
    const own = await buildLoadWorld(t.app, t.db);
    const h = own.manager.headers;
    const driverId = own.driver.b.id;
    const figures = async () => {
      const stats = await ok(h, 'GET', '/api/loads/stats/summary');
      const counts = await ok(h, 'POST', '/api/loads/driver-counts', { driver_ids: [driverId] });
      const driverLoads = await ok(h, 'GET', `/api/loads/driver/${driverId}`);
      const stops = await ok(h, 'GET', `/api/loads/driver/${driverId}/events?event_date_from=2024-06-01`);
      const workload = await ok(h, 'GET', '/api/analytics/dispatcher-workload?year=2024');
      const booked = workload.by_status.find((s: { status_id: number }) => s.status_id === own.status.booked.id);
      const desk = workload.dispatchers.find((d: { dispatcher_id: number }) => d.dispatcher_id === own.dispatcher.id);
      return {
        total: stats.total_loads,
        booked: stats.by_status.find((s: { status_id: number }) => s.status_id === own.status.booked.id)?.count,
        rate: stats.rate_booked_total,
        driver: counts.counts[0].count,
        driverLoads: driverLoads.total,
        stops: stops.total,
        dashboardBooked: booked?.count,
        deskBooked: desk?.booked_loads ?? 0,
      };
    };
    const before = await figures();
    expect(before).toMatchObject({ total: 0, driver: 0, driverLoads: 0, stops: 0, dashboardBooked: 0, deskBooked: 0 });

    const draft = await ok(h, 'POST', '/api/loads/step-1', {
      load_number: unique('DRF-'),
      broker_id: own.broker.id,
      status_id: own.status.booked.id,
      driver_id: driverId,
      dispatcher_id: own.dispatcher.id,
    });
    await saveStops(h, draft.id);
    expect((await ok(h, 'GET', `/api/loads/${draft.id}`)).is_draft).toBe(true);
    expect(await figures()).toEqual(before);

    await completeRate(h, draft.id);
    expect(await figures()).toMatchObject({
      total: 1,
      booked: 1,
      rate: '1200.00',
      driver: 1,
      driverLoads: 1,
      stops: 2,
      dashboardBooked: 1,
      deskBooked: 1,
    });
  });
});

describe('discarding a draft', () => {
  it('deletes a draft for whoever manages loads, even one marked processed', async () => {
    const mine = await startDraft(w.dispatcher.headers, { processed: true });
    expect((await call(w.dispatcher.headers, 'DELETE', `/api/loads/${mine.id}?draft_only=true`)).statusCode).toBe(204);
    expect((await call(w.manager.headers, 'GET', `/api/loads/${mine.id}`)).statusCode).toBe(404);
    const plain = await startDraft(w.manager.headers);
    expect((await call(w.dispatcher.headers, 'DELETE', `/api/loads/${plain.id}`)).statusCode).toBe(204);
    // Accountants and tracking users do not delete loads, drafts included.
    const kept = await startDraft(w.manager.headers);
    for (const who of [w.accountant, w.tracker])
      expect((await call(who.headers, 'DELETE', `/api/loads/${kept.id}?draft_only=true`)).statusCode).toBe(403);
  });

  it('refuses to discard a load completed meanwhile with 422, and keeps it', async () => {
    const load = await startDraft(w.dispatcher.headers);
    await saveStops(w.dispatcher.headers, load.id);
    await completeRate(w.dispatcher.headers, load.id);
    const res = await call(w.dispatcher.headers, 'DELETE', `/api/loads/${load.id}?draft_only=true`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(M.notADraft);
    expect((await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).statusCode).toBe(200);
    const bad = await call(w.dispatcher.headers, 'DELETE', `/api/loads/${load.id}?draft_only=maybe`);
    expect(bad.statusCode).toBe(422);
  });

  it("answers 404 to another company's discard and keeps the draft", async () => {
    const other = await buildLoadWorld(t.app, t.db);
    const draft = await startDraft(w.manager.headers);
    for (const url of [`/api/loads/${draft.id}?draft_only=true`, `/api/loads/${draft.id}`])
      expect((await call(other.manager.headers, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(other.manager.headers, 'GET', `/api/loads/${draft.id}`)).statusCode).toBe(404);
    expect((await ok(w.manager.headers, 'GET', `/api/loads/${draft.id}`)).is_draft).toBe(true);
  });
});
