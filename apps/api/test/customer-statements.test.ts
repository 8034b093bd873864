import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  AGING_MESSAGES,
  type AgingCustomer,
  addDaysToDay,
  CUSTOMER_STATEMENT_MESSAGES,
  dayIn,
  formatDate,
  formatUsd,
  sumDecimals,
  toCents,
} from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, customers, emailOutbox } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import { unique } from './support/factories';
import { useLoadWorld } from './support/loads';
import { pagesText } from './support/pdf-text';
import { fieldProblem } from './support/problems';
import { agedInvoice } from './support/receivables';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
const ZONE = 'America/Chicago';
let today: string;

type Headers = Record<string, string>;
type Customer = { id: number; name: string };
const BILLING = 'ap@prairie-grain.example';
const statementUrl = (id: number, q = '') => `/api/accounting/receivables/customers/${id}/statement.pdf${q}`;
const sendUrl = (id: number) => `/api/accounting/receivables/customers/${id}/statement/send`;
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const send = (headers: Headers, id: number, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: sendUrl(id), headers, payload });
/** pdf.js reads runs of other subsets apart; compare without spaces where names carry accents. */
const squeezed = (s: string) => s.replace(/\s+/g, '');

async function customer(name: string, values: Partial<typeof customers.$inferInsert> = {}): Promise<Customer> {
  const [row] = await t.db
    .insert(customers)
    .values({ company_id: w.company.id, name: unique(name), ...values })
    .returning();
  return { id: row!.id, name: row!.name };
}

/** Load numbers as short as a carrier's, so none wraps in its column (the company is new each run). */
let loadCount = 100;

/** An invoice of `customerId` for `rate`, invoiced `invoicedDaysAgo` days ago and due `dueIn` days from today. */
async function invoice(customerId: number, rate: string, dueIn: number, invoicedDaysAgo = 40, paidDaysAgo?: number) {
  const made = await agedInvoice(t, w, {
    customerId,
    rate,
    today,
    dueIn,
    invoicedDaysAgo,
    paidDaysAgo,
    loadNumber: `ST-${++loadCount}`,
  });
  return { number: made.number, loadNumber: made.loadNumber, due: made.due };
}

let prairie: Customer;
let open: Awaited<ReturnType<typeof invoice>>[];

beforeAll(async () => {
  await t.db
    .update(companies)
    .set({ time_zone: ZONE, address: '410 Commerce St, Nashville, TN 37201', phone_number: '615-555-0100' })
    .where(eq(companies.id, w.company.id));
  today = dayIn(ZONE);
  prairie = await customer('Dvořák Grain ', {
    billing_email: BILLING,
    street_address: '1200 Elevator Rd',
    city: 'Salina',
    state: 'KS',
    zip_code: '67401',
  });
  open = [
    await invoice(prairie.id, '2425.50', 12, 18), // not due yet
    await invoice(prairie.id, '1600.25', -45, 75), // 45 days past due
    await invoice(prairie.id, '980.05', -95, 125), // over 90 days
  ];
  await invoice(prairie.id, '5000.00', -5, 35, 2); // paid two days ago: not on today's statement
});

const agingRow = async (id: number, asOf = '') => {
  const report = (await get(w.accountant.headers, `/api/accounting/receivables/aging${asOf}`)).json();
  return report.customers.find((c: AgingCustomer) => c.customer_id === id) as AgingCustomer;
};

describe("a customer's statement of account", () => {
  it('prints each open invoice and the aging row on the letterhead, the total due equal to the aging', async () => {
    const res = await get(w.accountant.headers, statementUrl(prairie.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${today}.pdf"`);
    const text = (await pagesText(res.rawPayload)).join(' ');
    expect(text).toContain('STATEMENT');
    expect(text).toContain(`As of ${formatDate(today)}`);
    expect(text).toContain('410 Commerce St, Nashville, TN 37201');
    expect(squeezed(text)).toContain(squeezed(`${prairie.name} 1200 Elevator Rd Salina, KS 67401 ${BILLING}`));
    expect(text).toContain('REMIT PAYMENT TO');

    const row = await agingRow(prairie.id);
    expect(row.total).toBe('5005.80');
    const amounts = ['2425.50', '1600.25', '980.05'];
    const late = ['Due in 12 days', '45 days', '95 days'];
    open.forEach((inv, i) => {
      const amount = formatUsd(amounts[i]);
      expect(text).toContain(`#${inv.number} ${inv.loadNumber}`);
      expect(text).toContain(`${formatDate(inv.due)} ${late[i]} ${amount} — ${amount}`);
    });
    const buckets = AGING_BUCKETS.map(
      (b) => `${AGING_BUCKET_LABELS[b].toUpperCase()} ${toCents(row[b]) === 0n ? '—' : formatUsd(row[b])}`,
    ).join(' ');
    expect(text).toContain(`${buckets} TOTAL DUE ${formatUsd(row.total)}`);
    expect(sumDecimals(amounts)).toBe(row.total);
    // The invoice paid two days ago was open a week ago: the statement of that day lists it.
    const weekAgo = addDaysToDay(today, -7);
    const earlier = (
      await pagesText((await get(w.manager.headers, statementUrl(prairie.id, `?as_of=${weekAgo}`))).rawPayload)
    ).join(' ');
    expect(earlier).toContain(`TOTAL DUE ${formatUsd((await agingRow(prairie.id, `?as_of=${weekAgo}`)).total)}`);
    expect(earlier).toContain('$5,000.00');
  });

  it('e-mails the statement through the outbox to the billing address, its PDF attached, and audits it', async () => {
    const res = await send(w.accountant.headers, prairie.id, {
      message: 'Hello Salina team,\nthree invoices are open.',
    });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({ to: BILLING, as_of: today, invoices: 3, total_due: '5005.80' });
    const [message] = await withSystem(t.db, (tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.id, body.message_id)),
    );
    expect(message).toMatchObject({ to_address: BILLING, company_id: w.company.id, kind: 'customer_statement' });
    expect(message!.subject).toContain(`as of ${formatDate(today)}`);
    expect(message!.text_body).toContain('three invoices are open.');
    expect(message!.text_body).toContain('3 open invoices, $5,005.80 due');
    const [file] = message!.attachments ?? [];
    expect(file).toMatchObject({ filename: `statement-${today}.pdf`, content_type: 'application/pdf' });
    const attached = (await pagesText(Buffer.from(file!.content_base64, 'base64'))).join(' ');
    for (const inv of open) expect(attached).toContain(`#${inv.number}`);
    expect(attached).toContain(`TOTAL DUE ${formatUsd('5005.80')}`);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_statement'), eq(auditLog.entity_id, String(prairie.id))));
    expect(entry).toMatchObject({ action: 'email', company_id: w.company.id, user_id: w.accountant.id });
    expect(entry!.detail).toMatchObject({ to: BILLING, message_id: body.message_id, total_due: '5005.80' });

    const other = await send(w.manager.headers, prairie.id, { to: 'Owner@Prairie-Grain.example' });
    expect(other.statusCode, other.body).toBe(202);
    expect(other.json().to).toBe('Owner@Prairie-Grain.example');
  });

  it('refuses a customer without a billing e-mail or open invoices, a bad address and a future day', async () => {
    const silent = await customer('No Mail Freight ');
    await invoice(silent.id, '300.00', -3, 33);
    const noMail = await send(w.accountant.headers, silent.id);
    expect(noMail.statusCode).toBe(422);
    expect(noMail.json().detail).toEqual(fieldProblem('to', CUSTOMER_STATEMENT_MESSAGES.noBillingEmail));
    expect((await send(w.accountant.headers, silent.id, { to: 'ap@nomail.example' })).statusCode).toBe(202);

    const settled = await customer('Settled Lines ', { billing_email: 'ap@settled.example' });
    await invoice(settled.id, '450.00', -20, 50, 5);
    const nothing = await send(w.accountant.headers, settled.id);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().detail).toBe(CUSTOMER_STATEMENT_MESSAGES.noOpenInvoices);
    // The PDF of a customer that owes nothing says so rather than failing.
    const empty = await get(w.accountant.headers, statementUrl(settled.id));
    expect(empty.statusCode).toBe(200);
    expect((await pagesText(empty.rawPayload)).join(' ')).toContain('No invoices were open on this day.');

    const bad = await send(w.accountant.headers, prairie.id, { to: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    const future = addDaysToDay(today, 1);
    const late = await get(w.accountant.headers, statementUrl(prairie.id, `?as_of=${future}`));
    expect(late.statusCode).toBe(422);
    expect(late.json().detail).toEqual(fieldProblem('as_of', AGING_MESSAGES.asOfFuture));
    expect((await send(w.accountant.headers, prairie.id, { message: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await get(w.accountant.headers, statementUrl(2_147_483_000))).statusCode).toBe(404);
    const outbox = await withSystem(t.db, (tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, 'ap@settled.example')),
    );
    expect(outbox).toEqual([]);
  });

  it('is for managers and accountants: a dispatcher is refused, as the aging refuses them', async () => {
    expect((await get(w.dispatcher.headers, '/api/accounting/receivables/aging')).statusCode).toBe(403);
    expect((await get(w.dispatcher.headers, statementUrl(prairie.id))).statusCode).toBe(403);
    expect((await send(w.dispatcher.headers, prairie.id)).statusCode).toBe(403);
  });

  it("keeps each company's customers to itself", async () => {
    await expectTenantIsolation({
      ...t,
      role: 'ACCOUNTANT',
      create: async (a) => {
        const [row] = await t.db
          .insert(customers)
          .values({ company_id: a.company.id, name: unique('Isolated '), billing_email: 'ap@isolated.example' })
          .returning();
        return row!.id;
      },
      detail: (id) => statementUrl(Number(id)),
      writes: [{ method: 'POST', url: (id) => sendUrl(Number(id)), payload: {} }],
    });
  });
});
