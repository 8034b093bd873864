import { INVOICE_MESSAGES } from '@tms/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { basicInfo, delivery, pickup } from './support/loads';
import { buildStatementWorld, generate, type StatementWorld, statementOf, WEEK } from './support/statements';
import { useTestApp } from './support/test-app';

const t = useTestApp();
type Headers = Record<string, string>;

async function createLoad(w: StatementWorld, statusId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: w.manager.headers,
    payload: {
      ...basicInfo(w, { status_id: statusId }),
      events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
      rate_cargo: { rate_booked: '2000.00', loaded_miles: 1000, empty_miles: 100 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const invoice = (headers: Headers, loadId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/loads/${loadId}/invoice-with-documents`,
    headers,
    payload: { output_filename: 'renamed' },
  });

// Decision 0150: what a status means is the catalogue's own flag, not its name.
describe('a carrier that renames its Delivered status', () => {
  let w: StatementWorld;
  let load: { id: number };
  beforeAll(async () => {
    w = await buildStatementWorld(t.app, t.db);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/load-statuses/${w.status.delivered.id}`,
      headers: w.manager.headers,
      payload: { name: 'Completed - POD received' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Completed - POD received');
    load = await createLoad(w, w.status.delivered.id);
  });

  it('still invoices its loads, and not those of a new status that only takes the old name', async () => {
    const res = await invoice(w.manager.headers, load.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');

    const named = await t.app.inject({
      method: 'POST',
      url: '/api/load-statuses/',
      headers: w.manager.headers,
      payload: { name: 'Delivered' },
    });
    expect(named.statusCode, named.body).toBe(201);
    const other = await createLoad(w, named.json().id);
    const refused = await invoice(w.manager.headers, other.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(INVOICE_MESSAGES.notDelivered('Delivered'));
  });

  it('still counts their revenue on the dashboards', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/dashboard-kpis?date_from=2026-03-01&date_to=2026-03-31',
      headers: w.manager.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kpis).toMatchObject({
      revenue: { value: '2000.00' },
      load_count: { value: '1' },
      loaded_miles: { value: '1000.00' },
    });
  });

  it('still lists them in accounting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounting/loads', headers: w.manager.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().loads.map((l: { id: number }) => l.id)).toContain(load.id);
  });

  it('still pays them on driver statements', async () => {
    const result = await generate(t.app, w.manager.headers, { ...WEEK, driver_ids: [w.driver.a.id] });
    expect(result.created).toHaveLength(1);
    const statement = await statementOf(t.app, w.manager.headers, result.created[0]!.id);
    const pay = statement.lines.filter((l: { kind: string }) => l.kind === 'load_pay');
    expect(pay.map((l: { load_id: number; amount: string }) => [l.load_id, l.amount])).toEqual([[load.id, '650.00']]);
  });
});
