import { addDaysToDay, dayIn, LOAD_LIMITS } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { copyNumber } from '../src/modules/loads/load-duplicate.service';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });

async function book() {
  const today = dayIn('America/Chicago');
  const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(w, { status_id: w.status.transit.id }),
    events: [pickup(1, today, { reference_number: 'PO-1' }), delivery(2, addDaysToDay(today, 1))],
    rate_cargo: { rate_booked: '2500.00', rate_dispatched: '1800.00', loaded_miles: '500', commodity: 'Steel' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const load = res.json();
  // The original's first stop is done: the copy's stops start open.
  const done = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/events/${load.events[0].id}/complete`, {});
  expect(done.statusCode, done.body).toBe(200);
  await call(w.manager.headers, 'POST', `/api/loads/${load.id}/check-calls`, {
    city: 'Tulsa',
    state: 'OK',
    reason: 'on_time',
  });
  return load as { id: number; load_number: string };
}

describe('duplicating a load', () => {
  it('copies stops, rate and cargo under "<number>-COPY", then "-COPY-2", in the booked status', async () => {
    const original = await book();
    const res = await call(w.dispatcher.headers, 'POST', `/api/loads/${original.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy.load_number).toBe(`${original.load_number}-COPY`);
    expect(copy.status.id).toBe(w.status.booked.id);
    expect(copy).toMatchObject({ processed: false, invoice_number: null, paid_date: null, driver_id: w.driver.a.id });
    expect(copy.rate_cargo).toMatchObject({ rate_booked: '2500.00', rate_dispatched: '1800.00', commodity: 'Steel' });
    expect(
      copy.events.map((e: { event_type: string; is_completed: boolean; reference_number: string | null }) => [
        e.event_type,
        e.is_completed,
        e.reference_number,
      ]),
    ).toEqual([
      ['pickup', false, 'PO-1'],
      ['delivery', false, null],
    ]);
    const calls = await call(w.manager.headers, 'GET', `/api/loads/${copy.id}/check-calls`);
    expect(calls.json().check_calls).toEqual([]);

    const again = await call(w.manager.headers, 'POST', `/api/loads/${original.id}/duplicate`);
    expect(again.json().load_number).toBe(`${original.load_number}-COPY-2`);
  });

  it('keeps the copy’s number within the limit', () => {
    const long = 'N'.repeat(LOAD_LIMITS.loadNumberMax);
    expect(copyNumber(long, 1)).toHaveLength(LOAD_LIMITS.loadNumberMax);
    expect(copyNumber(long, 12).endsWith('-COPY-12')).toBe(true);
    expect(copyNumber('A1', 1)).toBe('A1-COPY');
  });

  it('is refused to accountants and tracking users', async () => {
    const original = await book();
    expect((await call(w.accountant.headers, 'POST', `/api/loads/${original.id}/duplicate`)).statusCode).toBe(403);
    expect((await call(w.tracker.headers, 'POST', `/api/loads/${original.id}/duplicate`)).statusCode).toBe(403);
  });
});
