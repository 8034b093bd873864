import { beforeAll, describe, expect, it } from 'vitest';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as never });

async function get(headers: Headers, url: string) {
  const res = await call(headers, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// The tracking user follows driver a; the team load also names driver b, whom they do not follow.
let team: { id: number; load_number: string };
beforeAll(async () => {
  const book = async (extra: Record<string, unknown>) => {
    const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
      ...basicInfo(w, extra),
      events: [pickup(1, '2026-07-01'), delivery(2, '2026-07-02')],
      rate_cargo: { rate_booked: '3000.00', rate_dispatched: '2000.00', loaded_miles: '600' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  team = await book({ is_team_load: true, secondary_driver_id: w.driver.b.id, team_pay_split_primary: 50 });
  await book({ driver_id: w.driver.b.id });
  // A change of rate leaves a rate entry in the load's history.
  const changed = await call(w.manager.headers, 'PUT', `/api/loads/${team.id}/step-4`, {
    rate_booked: '3100.00',
  });
  expect(changed.statusCode, changed.body).toBe(200);
});

describe('POST /api/loads/driver-counts', () => {
  it('counts for a tracking user only the drivers they follow', async () => {
    const ids = { driver_ids: [w.driver.a.id, w.driver.b.id] };
    const mine = await call(w.tracker.headers, 'POST', '/api/loads/driver-counts', ids);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().counts).toEqual([{ driver_id: w.driver.a.id, count: 1 }]);
    const all = await call(w.manager.headers, 'POST', '/api/loads/driver-counts', ids);
    expect(all.json().counts).toEqual([
      { driver_id: w.driver.a.id, count: 1 },
      { driver_id: w.driver.b.id, count: 2 },
    ]);
  });
});

describe("a load's money", () => {
  it('is null for a tracking user on the board, the load, its totals and its history', async () => {
    const h = w.tracker.headers;
    const [row] = (await get(h, '/api/loads/bulk')).loads;
    expect(row).toMatchObject({ id: team.id, rate_booked: null, rate_dispatched: null, rpm_total: null });
    expect((await get(h, `/api/loads/driver/${w.driver.a.id}`)).loads[0]).toMatchObject({ rate_booked: null });
    const load = await get(h, `/api/loads/${team.id}`);
    expect(load.rate_cargo).toMatchObject({
      rate_booked: null,
      rate_dispatched: null,
      rpm_loaded: null,
      rpm_total: null,
      profit_margin: null,
      loaded_miles: '600.00',
    });
    expect(load.invoice_amount).toBeNull();
    const stats = await get(h, '/api/loads/stats/summary');
    expect(stats).toMatchObject({ total_loads: 1, rate_booked_total: null, driver_pay_total: null });
    const kinds = (await get(h, `/api/loads/${team.id}/history`)).history.map((e: { kind: string }) => e.kind);
    expect(kinds).not.toContain('rate');
  });

  it('shows to those who book and bill loads', async () => {
    for (const who of [w.manager, w.dispatcher, w.accountant]) {
      const load = await get(who.headers, `/api/loads/${team.id}`);
      expect(load.rate_cargo).toMatchObject({
        rate_booked: '3100.00',
        rate_dispatched: '2000.00',
        profit_margin: '1100.00',
      });
      const rows = (await get(who.headers, '/api/loads/bulk')).loads as { id: number; rate_booked: string }[];
      expect(rows.find((r) => r.id === team.id)?.rate_booked).toBe('3100.00');
      expect((await get(who.headers, '/api/loads/stats/summary')).rate_booked_total).not.toBeNull();
      const kinds = (await get(who.headers, `/api/loads/${team.id}/history`)).history.map(
        (e: { kind: string }) => e.kind,
      );
      expect(kinds).toContain('rate');
    }
  });
});
