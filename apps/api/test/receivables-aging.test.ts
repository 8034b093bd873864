import { AGING_MESSAGES, addDaysToDay, dayIn, formatDate, formatUsd, sumDecimals } from '@tms/domain';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, customers } from '../src/db/schema';
import { unique } from './support/factories';
import { useLoadWorld } from './support/loads';
import { pageFonts, pagesText } from './support/pdf-text';
import { fieldProblem } from './support/problems';
import { agedInvoice } from './support/receivables';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
const ZONE = 'America/Chicago';
let today: string;
let second: { id: number; name: string };

type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });

/** An invoice of `customerId` for `rate`, invoiced `invoicedDaysAgo` days ago and due `dueIn` days from today. */
const invoice = async (customerId: number, rate: string, dueIn: number, invoicedDaysAgo = 40, paidDaysAgo?: number) =>
  (await agedInvoice(t, w, { customerId, rate, today, dueIn, invoicedDaysAgo, paidDaysAgo })).id;

beforeAll(async () => {
  await t.db.update(companies).set({ time_zone: ZONE }).where(eq(companies.id, w.company.id));
  today = dayIn(ZONE);
  const [row] = await t.db
    .insert(customers)
    .values({ company_id: w.company.id, name: unique('Zephyr Freight ') })
    .returning();
  second = { id: row!.id, name: row!.name };
});

describe('receivables aging', () => {
  it('puts each open invoice in the bucket of its days past due, at the edges, with totals equal to Load Accounting', async () => {
    // Days past due → amount: due today and later are current; 30 is still 1–30, 31 is 31–60, and so on.
    const edges: [number, string][] = [
      [-10, '100.01'],
      [0, '200.02'],
      [1, '300.03'],
      [30, '400.04'],
      [31, '500.05'],
      [60, '600.06'],
      [61, '700.07'],
      [90, '800.08'],
      [91, '900.09'],
    ];
    for (const [days, amount] of edges) await invoice(w.broker.id, amount, -days, days + 30);
    await invoice(second.id, '1234.56', -45, 75);
    await invoice(second.id, '77.77', 27, 3); // issued three days ago
    await invoice(w.broker.id, '5000.00', -5, 35, 1); // paid yesterday: not open today

    const res = await get(w.accountant.headers, '/api/accounting/receivables/aging');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.as_of).toBe(today);
    const broker = report.customers.find((c: { customer_id: number }) => c.customer_id === w.broker.id);
    expect(broker).toMatchObject({
      current: '300.03',
      days_1_30: '700.07',
      days_31_60: '1100.11',
      days_61_90: '1500.15',
      days_over_90: '900.09',
      total: '4500.45',
    });
    expect(report.customers.find((c: { customer_id: number }) => c.customer_id === second.id)).toMatchObject({
      current: '77.77',
      days_31_60: '1234.56',
      total: '1312.33',
    });
    expect(report.totals).toMatchObject({ current: '377.80', days_31_60: '2334.67', total: '5812.78' });

    const accounting = (await get(w.accountant.headers, '/api/accounting/loads')).json().totals;
    expect(report.totals.total).toBe(sumDecimals([accounting.invoiced.amount, accounting.overdue.amount]));
    expect(report.totals.current).toBe(accounting.invoiced.amount);

    // A week ago the invoice paid yesterday was open, and the one issued three days ago was not yet.
    const weekAgo = addDaysToDay(today, -7);
    const earlier = (await get(w.accountant.headers, `/api/accounting/receivables/aging?as_of=${weekAgo}`)).json();
    const total = (id: number) => earlier.customers.find((c: { customer_id: number }) => c.customer_id === id).total;
    expect(total(w.broker.id)).toBe('9500.45');
    expect(total(second.id)).toBe('1234.56');
  });

  it('lists the invoices behind a figure, exports CSV that reads back to the report, and refuses a future day', async () => {
    const behind = await get(
      w.accountant.headers,
      `/api/accounting/receivables/aging/invoices?customer_id=${w.broker.id}&bucket=days_61_90`,
    );
    expect(behind.statusCode, behind.body).toBe(200);
    const invoices = behind.json().invoices;
    expect(invoices.map((i: { days_past_due: number }) => i.days_past_due)).toEqual([90, 61]);
    expect(sumDecimals(invoices.map((i: { amount: string }) => i.amount))).toBe('1500.15');

    const report = (await get(w.manager.headers, '/api/accounting/receivables/aging')).json();
    const csv = await get(w.manager.headers, '/api/accounting/receivables/aging/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(csv.body.trim()).data;
    expect(rows[0]).toEqual(['Customer', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    const last = rows.at(-1)!;
    const t0 = report.totals;
    expect(last).toEqual(['Total', t0.current, t0.days_1_30, t0.days_31_60, t0.days_61_90, t0.days_over_90, t0.total]);
    expect(rows).toHaveLength(report.customers.length + 2);

    const future = await get(w.accountant.headers, `/api/accounting/receivables/aging?as_of=${addDaysToDay(today, 1)}`);
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toEqual(fieldProblem('as_of', AGING_MESSAGES.asOfFuture));
    expect((await get(w.dispatcher.headers, '/api/accounting/receivables/aging')).statusCode).toBe(403);
  });

  it('prints the aging on the letterhead as a PDF: each customer, and the totals row equal to the report', async () => {
    await t.db
      .update(companies)
      .set({ address: '410 Commerce St, Nashville, TN 37201', mc_number: '778812' })
      .where(eq(companies.id, w.company.id));
    await t.db.update(customers).set({ name: 'Zephyr Freight Lines' }).where(eq(customers.id, second.id));
    await t.db.update(customers).set({ name: 'Dvořák Brokerage' }).where(eq(customers.id, w.broker.id));

    const res = await get(w.accountant.headers, '/api/accounting/receivables/aging/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receivables-aging-${today}.pdf"`);
    const text = (await pagesText(res.rawPayload)).join(' ');
    expect(text).toContain('410 Commerce St, Nashville, TN 37201');
    expect(text).toContain(`Receivables aging as of ${formatDate(today)}`);

    const report = (await get(w.accountant.headers, '/api/accounting/receivables/aging')).json();
    const row = (name: string, s: Record<string, string>) =>
      [name, s.current, s.days_1_30, s.days_31_60, s.days_61_90, s.days_over_90, s.total]
        .map((v, i) => (i === 0 ? v : formatUsd(v)))
        .join(' ');
    expect(text).toContain(row('Total', report.totals));
    const broker = report.customers.find((c: { customer_id: number }) => c.customer_id === w.broker.id);
    // "ř" is drawn from Inter's Central European subset, a run of its own that pdf.js reads apart.
    expect(text.replace(/\s+/g, '')).toContain(row('Dvořák Brokerage', broker).replace(/\s+/g, ''));
    // A customer's zero is a dash: Zephyr owes nothing 1–30 days, 61–90 or over 90 days.
    expect(text).toContain('Zephyr Freight Lines $77.77 — $1,234.56 — — $1,312.33');
    expect(await pageFonts(res.rawPayload)).toEqual(['Inter-Bold', 'Inter-Regular', 'Inter-SemiBold']);

    const empty = await get(w.manager.headers, '/api/accounting/receivables/aging/pdf?as_of=2001-01-01');
    expect((await pagesText(empty.rawPayload)).join(' ')).toContain('No invoices were open on this day.');
    const future = await get(
      w.manager.headers,
      `/api/accounting/receivables/aging/pdf?as_of=${addDaysToDay(today, 1)}`,
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toEqual(fieldProblem('as_of', AGING_MESSAGES.asOfFuture));
  });
});
