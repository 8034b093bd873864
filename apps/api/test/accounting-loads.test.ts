import { addDaysToDay, dayIn, ACCOUNTING_LOAD_MESSAGES as M } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, customers, loadStatuses, loads } from '../src/db/schema';
import { unique } from './support/factories';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
let today: string;
beforeAll(async () => {
  await t.db.update(companies).set({ time_zone: 'America/Chicago' }).where(eq(companies.id, w.company.id));
  today = dayIn('America/Chicago');
});

type Headers = Record<string, string>;
const url = '/api/accounting/loads';
const get = (headers: Headers, query = '') => t.app.inject({ method: 'GET', url: `${url}${query}`, headers });

/** A load with a delivery on `delivered` and the rate booked, in the given status. */
async function deliveredLoad(rate: string, delivered: string, statusId = w.status.delivered.id, tag = 'AC') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: w.manager.headers,
    payload: {
      ...basicInfo(w, { load_number: unique(`${tag}-`), status_id: statusId }),
      events: [pickup(1, addDaysToDay(delivered, -2)), delivery(2, delivered)],
      rate_cargo: { rate_booked: rate, loaded_miles: 500 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; load_number: string };
}

/** Marks a load invoiced on a day with terms that make it due on another (as the invoice call does). */
async function invoiced(id: number, number: number, invoiceDate: string, dueDate: string) {
  await t.db
    .update(loads)
    .set({ invoice_number: number, invoice_date: invoiceDate, invoice_terms: 'Net 30', invoice_due_date: dueDate })
    .where(eq(loads.id, id));
}

describe('accounting loads', () => {
  it('lists delivered loads by invoice state with exact totals per state, leaving undelivered loads out', async () => {
    const tag = unique('ST');
    const open = await deliveredLoad('1000.10', addDaysToDay(today, -3), w.status.delivered.id, tag);
    const billed = await deliveredLoad('2000.20', addDaysToDay(today, -5), w.status.delivered.id, tag);
    const late = await deliveredLoad('3000.30', addDaysToDay(today, -50), w.status.delivered.id, tag);
    const settled = await deliveredLoad('4000.40', addDaysToDay(today, -60), w.status.delivered.id, tag);
    await deliveredLoad('9999.99', addDaysToDay(today, -1), w.status.booked.id, tag);
    await invoiced(billed.id, 9101, addDaysToDay(today, -4), addDaysToDay(today, 26));
    await invoiced(late.id, 9102, addDaysToDay(today, -45), addDaysToDay(today, -15));
    await invoiced(settled.id, 9103, addDaysToDay(today, -55), addDaysToDay(today, -25));
    await t.db
      .update(loads)
      .set({ paid_date: addDaysToDay(today, -20), payment_reference: 'ACH 5531' })
      .where(eq(loads.id, settled.id));

    const all = (await get(w.accountant.headers, `?search=${tag}`)).json();
    expect(all.total).toBe(4);
    expect(all.totals).toEqual({
      not_invoiced: { count: 1, amount: '1000.10' },
      invoiced: { count: 1, amount: '2000.20' },
      overdue: { count: 1, amount: '3000.30' },
      paid: { count: 1, amount: '4000.40' },
    });
    // Newest delivery first by default.
    expect(all.loads.map((l: { id: number }) => l.id)).toEqual([open.id, billed.id, late.id, settled.id]);

    const overdue = (await get(w.accountant.headers, `?search=${tag}&state=overdue`)).json();
    expect(overdue.total).toBe(1);
    expect(overdue.loads[0]).toMatchObject({
      id: late.id,
      state: 'overdue',
      days_overdue: 15,
      invoice_number: 9102,
      invoice_terms: 'Net 30',
      due_date: addDaysToDay(today, -15),
      rate_booked: '3000.30',
      delivery_place: 'Atlanta, GA',
      customer: { id: w.broker.id },
    });
    // The totals keep every state while the list shows one.
    expect(overdue.totals.paid).toEqual({ count: 1, amount: '4000.40' });

    const paid = (await get(w.accountant.headers, `?search=${tag}&state=paid`)).json();
    expect(paid.loads[0]).toMatchObject({ id: settled.id, paid_date: addDaysToDay(today, -20), days_overdue: null });

    const window = `&delivered_from=${addDaysToDay(today, -10)}&delivered_to=${today}`;
    expect((await get(w.accountant.headers, `?search=${tag}${window}`)).json().total).toBe(2);
    const byInvoice = (await get(w.accountant.headers, '?search=9102')).json();
    expect(byInvoice.loads.map((l: { id: number }) => l.id)).toEqual([late.id]);
    const sorted = (await get(w.accountant.headers, `?search=${tag}&sort_by=rate_booked&sort_dir=asc`)).json();
    expect(sorted.loads.map((l: { rate_booked: string }) => l.rate_booked)).toEqual([
      '1000.10',
      '2000.20',
      '3000.30',
      '4000.40',
    ]);
  });

  it('counts the accessorials billed to the customer in each load and in the totals, exactly', async () => {
    const tag = unique('ACC');
    const load = await deliveredLoad('1000.10', addDaysToDay(today, -3), w.status.delivered.id, tag);
    const other = await deliveredLoad('0.10', addDaysToDay(today, -4), w.status.delivered.id, tag);
    const add = async (id: number, body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/loads/${id}/accessorials`,
        headers: w.manager.headers,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add(load.id, { kind: 'detention', amount: '75.05' });
    await add(load.id, { kind: 'lumper', amount: '0.20', paid_to_driver: true });
    // Paid to the driver only: the customer is not billed for it.
    await add(load.id, { kind: 'layover', amount: '150.00', billed_to_customer: false, paid_to_driver: true });
    await add(other.id, { kind: 'other', amount: '0.20' });

    const list = (await get(w.accountant.headers, `?search=${tag}&sort_by=billed_total&sort_dir=asc`)).json();
    expect(list.loads).toMatchObject([
      { id: other.id, rate_booked: '0.10', accessorials_billed: '0.20', billed_total: '0.30' },
      { id: load.id, rate_booked: '1000.10', accessorials_billed: '75.25', billed_total: '1075.35' },
    ]);
    // 0.10 + 0.20 + 1000.10 + 75.25, exact (binary floats would not add these up).
    expect(list.totals.not_invoiced).toEqual({ count: 2, amount: '1075.65' });
  });

  it('records a payment only for an invoiced load, on a day between the invoice and today, and can remove it', async () => {
    const load = await deliveredLoad('1500.00', addDaysToDay(today, -10));
    const pay = (id: number, body: object) =>
      t.app.inject({ method: 'PUT', url: `${url}/${id}/payment`, headers: w.accountant.headers, payload: body });

    const early = await pay(load.id, { paid_date: today });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(M.notInvoiced);

    await invoiced(load.id, 9201, addDaysToDay(today, -8), addDaysToDay(today, 22));
    const before = await pay(load.id, { paid_date: addDaysToDay(today, -9) });
    expect(before.statusCode).toBe(422);
    expect(before.json().detail).toEqual(fieldProblem('paid_date', M.paidBeforeInvoice));
    const future = await pay(load.id, { paid_date: addDaysToDay(today, 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toEqual(fieldProblem('paid_date', M.paidInFuture));
    expect((await pay(load.id, { paid_date: 'yesterday' })).statusCode).toBe(422);
    expect((await pay(load.id, { paid_date: today, payment_reference: 'x'.repeat(101) })).statusCode).toBe(422);

    const ok = await pay(load.id, { paid_date: today, payment_reference: ' CHK 1044 ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(M.paid);
    const row = (await get(w.accountant.headers, '?search=9201')).json().loads[0];
    expect(row).toMatchObject({ state: 'paid', paid_date: today, payment_reference: 'CHK 1044' });

    const undo = await t.app.inject({ method: 'DELETE', url: `${url}/${load.id}/payment`, headers: w.manager.headers });
    expect(undo.statusCode).toBe(200);
    expect((await get(w.accountant.headers, '?search=9201')).json().loads[0]).toMatchObject({
      state: 'invoiced',
      paid_date: null,
      payment_reference: null,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'load'), eq(auditLog.entity_id, String(load.id))));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['payment', 'payment_removed']));
  });

  it("puts a recorded payment, and its removal, in the load's history with who did it", async () => {
    const load = await deliveredLoad('1800.00', addDaysToDay(today, -6));
    await invoiced(load.id, 9251, addDaysToDay(today, -5), addDaysToDay(today, 25));
    const paid = await t.app.inject({
      method: 'PUT',
      url: `${url}/${load.id}/payment`,
      headers: w.accountant.headers,
      payload: { paid_date: today, payment_reference: 'CHK 2077' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${load.id}/payment`,
      headers: w.manager.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `/api/loads/${load.id}/history`, headers: w.manager.headers });
    expect(res.statusCode, res.body).toBe(200);
    const payments = (
      res.json().history as { kind: string; from_value: string | null; to_value: string | null; changed_by: unknown }[]
    ).filter((h) => h.kind === 'payment');
    expect(payments).toMatchObject([
      { from_value: null, to_value: `CHK 2077 (${today})`, changed_by: { id: w.accountant.id } },
      { from_value: `CHK 2077 (${today})`, to_value: null, changed_by: { id: w.manager.id } },
    ]);
  });

  it('exports the filtered loads as CSV, every page, with cells made safe for spreadsheets', async () => {
    const tag = unique('CSV');
    const a = await deliveredLoad('700.00', addDaysToDay(today, -2), w.status.delivered.id, tag);
    await deliveredLoad('800.00', addDaysToDay(today, -3), w.status.delivered.id, tag);
    await invoiced(a.id, 9301, addDaysToDay(today, -1), addDaysToDay(today, 29));
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}/export?search=${tag}&limit=1&sort_by=load_number&sort_dir=asc`,
      headers: w.accountant.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="accounting-loads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Load number,Customer,Driver,Delivered,Delivered at,Rate booked,Accessorials billed,Total billed,Invoice number,Invoice date,Terms,Due date,State,Days overdue,Paid date,Payment reference',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${a.load_number},`);
    expect(lines[1]).toContain(',700.00,0.00,700.00,9301,');
    expect(lines[1]).toContain(',Invoiced,');
    expect(lines[2]).toContain(',Not invoiced,');
  });

  it('takes the terms and due date from the invoice generated for the load', async () => {
    const load = await deliveredLoad('2487.50', addDaysToDay(today, -1));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${load.id}/invoice-with-documents`,
      headers: w.accountant.headers,
      payload: { terms: 'Net 15', output_filename: 'Invoice-test', include_logo: false },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const row = (await get(w.accountant.headers, `?search=${load.load_number}`)).json().loads[0];
    expect(row).toMatchObject({ state: 'invoiced', invoice_terms: 'Net 15', due_date: addDaysToDay(today, 15) });
  });

  it('refuses bad filters with 422 and unknown loads with 404', async () => {
    for (const q of [
      '?state=late',
      '?delivered_from=2026-02-30',
      '?delivered_from=2026-03-02&delivered_to=2026-03-01',
    ]) {
      expect((await get(w.accountant.headers, q)).statusCode, q).toBe(422);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${url}/2147483000/payment`,
      headers: w.accountant.headers,
      payload: { paid_date: today },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for managers and accountants only', async () => {
    expect((await get(w.manager.headers)).statusCode).toBe(200);
    expect((await get(w.accountant.headers)).statusCode).toBe(200);
    for (const who of [w.dispatcher, w.analyst, w.tracker]) expect((await get(who.headers)).statusCode).toBe(403);
  });

  it("keeps each company's loads and payments to itself", async () => {
    await expectTenantIsolation({
      ...t,
      role: 'ACCOUNTANT',
      create: async (a) => {
        const companyId = a.company.id;
        const [status] = await t.db
          .insert(loadStatuses)
          .values({ company_id: companyId, name: unique('Delivered'), sort_order: 1, meaning: 'delivered' })
          .returning();
        await t.db.update(loadStatuses).set({ name: 'Delivered' }).where(eq(loadStatuses.id, status!.id));
        const [broker] = await t.db
          .insert(customers)
          .values({ company_id: companyId, name: unique('Broker ') })
          .returning();
        const [load] = await t.db
          .insert(loads)
          .values({
            company_id: companyId,
            load_number: unique('T-'),
            broker_id: broker!.id,
            status_id: status!.id,
            rate_booked: '1200.00',
            last_delivery_date: addDaysToDay(today, -3),
            invoice_number: 1,
            invoice_date: addDaysToDay(today, -2),
            invoice_terms: 'Net 30',
            invoice_due_date: addDaysToDay(today, 28),
          })
          .returning();
        return load!.id;
      },
      list: { url, items: 'loads' },
      writes: [
        { method: 'PUT', url: (id) => `${url}/${id}/payment`, payload: { paid_date: today } },
        { method: 'DELETE', url: (id) => `${url}/${id}/payment` },
      ],
    });
  });
});
