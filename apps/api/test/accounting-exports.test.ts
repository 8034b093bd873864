import { ACCOUNTING_EXPORT_MESSAGES, addDaysToDay, dayIn, QUICKBOOKS_INVOICE_COLUMNS, sumDecimals } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, customers, loads } from '../src/db/schema';
import { unique } from './support/factories';
import { basicInfo, delivery, pickup, useLoadWorld } from './support/loads';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
const ZONE = 'America/Chicago';
let today: string;
let colon: { id: number; name: string };

type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const exportUrl = (q: Record<string, string>) => `/api/accounting/exports/quickbooks?${new URLSearchParams(q)}`;

/** An invoiced load of the customer, with billed accessorials, issued `daysAgo` days ago. */
async function invoicedLoad(customerId: number, rate: string, daysAgo: number, accessorials: object[] = []) {
  const day = addDaysToDay(today, -daysAgo);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: w.manager.headers,
    payload: {
      ...basicInfo(w, { load_number: unique('QB-'), status_id: w.status.delivered.id, broker_id: customerId }),
      events: [pickup(1, addDaysToDay(day, -1)), delivery(2, day)],
      rate_cargo: { rate_booked: rate, loaded_miles: 400 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  for (const a of accessorials) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${id}/accessorials`,
      headers: w.manager.headers,
      payload: a,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  await t.db
    .update(loads)
    .set({
      invoice_number: 5000 + id,
      invoice_date: day,
      invoice_terms: 'Net 30',
      invoice_due_date: addDaysToDay(day, 30),
    })
    .where(eq(loads.id, id));
  return { id, invoiceNumber: 5000 + id, day };
}

beforeAll(async () => {
  await t.db.update(companies).set({ time_zone: ZONE }).where(eq(companies.id, w.company.id));
  today = dayIn(ZONE);
  const [row] = await t.db
    .insert(customers)
    .values({ company_id: w.company.id, name: `Acme Logistics: Midwest "Desk" ${unique('')}` })
    .returning();
  colon = { id: row!.id, name: row!.name };
});

describe('QuickBooks export', () => {
  it("writes Online's invoice layout with the line haul and each billed accessorial as lines, that add up to the invoice", async () => {
    const a = await invoicedLoad(w.broker.id, '1850.00', 5, [
      { kind: 'detention', amount: '150.00', description: '3 h at receiver' },
      { kind: 'lumper', amount: '95.50' },
      { kind: 'layover', amount: '300.00', billed_to_customer: false, paid_to_driver: true },
    ]);
    const b = await invoicedLoad(colon.id, '999.99', 3);
    await invoicedLoad(w.broker.id, '700.00', 40); // outside the range

    const q = { from: addDaysToDay(today, -7), to: today, kind: 'invoices' };
    const res = await get(w.accountant.headers, exportUrl(q));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-export-rows']).toBe('2');
    expect(res.headers['x-previously-exported']).toBe('0');
    const parsed = Papa.parse<Record<string, string>>(res.body.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...QUICKBOOKS_INVOICE_COLUMNS]);
    const linesOf = (n: number) => parsed.data.filter((r) => r.InvoiceNo === String(n));
    expect(linesOf(a.invoiceNumber).map((r) => [r['Item(Product/Service)'], r.ItemAmount])).toEqual([
      ['Line haul', '1850.00'],
      ['Detention', '150.00'],
      ['Lumper', '95.50'],
    ]);
    expect(sumDecimals(linesOf(a.invoiceNumber).map((r) => r.ItemAmount!))).toBe('2095.50');
    const [first] = linesOf(a.invoiceNumber);
    expect(first).toMatchObject({
      InvoiceDate: `${a.day.slice(5, 7)}/${a.day.slice(8)}/${a.day.slice(0, 4)}`,
      Terms: 'Net 30',
      ItemQuantity: '1',
    });
    // A colon would make QuickBooks file the customer under another; quotes break IIF.
    expect(linesOf(b.invoiceNumber)[0]!.Customer).toBe(colon.name.replace(/[:"]/g, ' ').replace(/\s+/g, ' ').trim());

    const again = await get(w.accountant.headers, exportUrl(q));
    expect(again.headers['x-previously-exported']).toBe('2');
    const list = (await get(w.manager.headers, '/api/accounting/exports')).json().exports;
    expect(list[0]).toMatchObject({ kind: 'invoices', format: 'csv', rows: 2, previously_exported: 2, from: q.from });
    expect(list[0].created_by_name).toBeTruthy();
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, w.company.id), eq(auditLog.entity, 'accounting_export')));
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });

  it('writes IIF for QuickBooks Desktop: customers first, then balanced transactions', async () => {
    const a = await invoicedLoad(w.broker.id, '1200.00', 2, [{ kind: 'fuel_surcharge', amount: '180.25' }]);
    const res = await get(w.accountant.headers, exportUrl({ from: a.day, to: a.day, format: 'iif' }));
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body
      .trim()
      .split('\r\n')
      .map((l) => l.split('\t'));
    expect(rows[0]).toEqual(['!CUST', 'NAME']);
    const trns = rows.filter((r) => r[0] === 'TRNS' && r[6] === String(a.invoiceNumber));
    expect(trns).toHaveLength(1);
    expect(trns[0]!.slice(1, 6)).toEqual([
      'INVOICE',
      `${a.day.slice(5, 7)}/${a.day.slice(8)}/${a.day.slice(0, 4)}`,
      'Accounts Receivable',
      expect.any(String),
      '1380.25',
    ]);
    const splits = rows.filter((r) => r[0] === 'SPL' && r[6] === String(a.invoiceNumber));
    expect(splits.map((r) => r[5])).toEqual(['-1200.00', '-180.25']);
    expect(sumDecimals([trns[0]![5]!, ...splits.map((r) => r[5]!)])).toBe('0.00');
  });

  it('exports the payments received in the range, and refuses a range that is backwards or too long', async () => {
    const a = await invoicedLoad(w.broker.id, '640.00', 10, [{ kind: 'detention', amount: '60.00' }]);
    const paidOn = addDaysToDay(today, -1);
    await t.db.update(loads).set({ paid_date: paidOn, payment_reference: 'ACH 8812' }).where(eq(loads.id, a.id));
    const res = await get(w.accountant.headers, exportUrl({ from: paidOn, to: paidOn, kind: 'payments' }));
    expect(res.statusCode, res.body).toBe(200);
    const rows = Papa.parse<Record<string, string>>(res.body.trim(), { header: true }).data;
    expect(rows.find((r) => r.InvoiceNo === String(a.invoiceNumber))).toMatchObject({
      ReferenceNo: 'ACH 8812',
      Amount: '700.00',
    });

    const backwards = await get(w.accountant.headers, exportUrl({ from: today, to: addDaysToDay(today, -1) }));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().detail).toMatchObject([
      { loc: ['querystring', 'to'], msg: ACCOUNTING_EXPORT_MESSAGES.order },
    ]);
    const long = await get(w.accountant.headers, exportUrl({ from: addDaysToDay(today, -400), to: today }));
    expect(long.statusCode).toBe(422);
    expect((await get(w.accountant.headers, exportUrl({ to: today }))).statusCode).toBe(422);
    expect((await get(w.dispatcher.headers, exportUrl({ from: today, to: today }))).statusCode).toBe(403);
  });
});
