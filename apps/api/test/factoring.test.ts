import { FACTORING_MESSAGES as M } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, customers, loads } from '../src/db/schema';
import { buildSignedInCompany } from './support/factories';
import { FACTOR, invoicedLoad, messageOf, putFactoring, submit } from './support/factoring';
import { useLoadWorld } from './support/loads';
import { pagesText } from './support/pdf-text';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const auditOf = (entity: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.company_id, w.company.id), eq(auditLog.entity, entity)));

beforeAll(async () => {
  await t.db
    .update(companies)
    .set({ name: 'Blue Ridge Haulers LLC', address: '410 Commerce St, Nashville, TN 37201', mc_number: '778812' })
    .where(eq(companies.id, w.company.id));
  await t.db.update(customers).set({ name: 'Summit Freight Brokerage' }).where(eq(customers.id, w.broker.id));
});

describe('factoring settings', () => {
  it('are off until set, refuse submissions while off, and require every field to turn on', async () => {
    const first = await get(w.accountant.headers, '/api/accounting/factoring/settings');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ enabled: false, name: null, email: null, remit_to: null, notice: null });

    const load = await invoicedLoad(t.app, w);
    const off = await submit(t.app, w.accountant.headers, [load.id]);
    expect(off.statusCode).toBe(422);
    expect(off.json().detail).toBe(M.off);

    const incomplete = await putFactoring(t.app, w.manager.headers, { enabled: true, name: FACTOR.name });
    expect(incomplete.statusCode).toBe(422);
    expect(
      incomplete
        .json()
        .detail.map((p: { loc: string[] }) => p.loc.at(-1))
        .sort(),
    ).toEqual(['email', 'notice', 'remit_to']);
    const badEmail = await putFactoring(t.app, w.manager.headers, { ...FACTOR, email: 'not an address' });
    expect(badEmail.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg: M.emailInvalid });
    // Off, a partial factoring company is kept for later.
    const partial = await putFactoring(t.app, w.manager.headers, { enabled: false, name: FACTOR.name });
    expect(partial.statusCode, partial.body).toBe(200);

    const saved = await putFactoring(t.app, w.accountant.headers, FACTOR);
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await get(w.manager.headers, '/api/accounting/factoring/settings')).json();
    expect(back).toMatchObject({ ...FACTOR, email: FACTOR.email.toLowerCase() });
    expect(back.updated_at).toBeTruthy();
    expect((await auditOf('factoring_settings')).length).toBeGreaterThanOrEqual(2);
  });

  it('belong to accountants and managers: a dispatcher is refused', async () => {
    expect((await get(w.dispatcher.headers, '/api/accounting/factoring/settings')).statusCode).toBe(403);
    expect((await putFactoring(t.app, w.dispatcher.headers, FACTOR)).statusCode).toBe(403);
    expect((await get(w.dispatcher.headers, '/api/accounting/factoring/submissions')).statusCode).toBe(403);
    expect((await submit(t.app, w.dispatcher.headers, [1])).statusCode).toBe(403);
  });
});

describe('POST /api/accounting/factoring/submissions', () => {
  beforeAll(async () => {
    expect((await putFactoring(t.app, w.manager.headers, FACTOR)).statusCode).toBe(200);
  });

  it("prints the notice of assignment and the factoring company's remit-to on invoices while factoring is on", async () => {
    const load = await invoicedLoad(t.app, w, { types: [] });
    const [doc] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(doc?.invoice_number).toBe(load.invoice_number);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${load.id}/invoice-with-documents`,
      headers: w.accountant.headers,
      payload: { terms: 'Net 30', include_logo: false, document_ids: [], output_filename: 'again' },
    });
    const [page] = await pagesText(res.rawPayload);
    expect(page).toContain('NOTICE OF ASSIGNMENT');
    expect(page).toContain('must be paid only to it at the remit-to address');
    expect(page).toContain('REMIT PAYMENT TO');
    expect(page).toContain('Prairie Capital Funding PO Box 4410 Des Moines, IA 50306 Please quote invoice');
    expect(page).not.toContain('410 Commerce St, Nashville, TN 37201 Please quote');
    expect(page).toContain('Make payment to Prairie Capital Funding, PO Box 4410, Des Moines, IA 50306.');
  });

  it("sends the schedule and each load's packet (invoice, rate confirmation, BOL, POD) and marks the loads factored", async () => {
    const full = await invoicedLoad(t.app, w, { rate: '1850.00' });
    const bare = await invoicedLoad(t.app, w, { rate: '999.99', types: ['rate_confirmation'] });
    const res = await submit(t.app, w.accountant.headers, [bare.id, full.id]);
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      factor_name: FACTOR.name,
      sent_to: FACTOR.email.toLowerCase(),
      total: '2849.99',
      advance_amount: null,
      reserve_amount: null,
      fee: null,
    });
    expect(s.number).toBeGreaterThanOrEqual(1);
    expect(s.submitted_by.id).toBe(w.accountant.id);
    expect(s.loads).toEqual([
      expect.objectContaining({
        load_id: full.id,
        load_number: full.load_number,
        invoice_number: full.invoice_number,
        customer_name: 'Summit Freight Brokerage',
        amount: '1850.00',
        missing_documents: [],
      }),
      expect.objectContaining({ load_id: bare.id, amount: '999.99', missing_documents: ['bol', 'pod'] }),
    ]);

    const mail = await messageOf(t.db, s.id);
    expect(mail.to_address).toBe(FACTOR.email.toLowerCase());
    expect(mail.kind).toBe('factoring_submission');
    expect(mail.subject).toContain(`Schedule of accounts ${s.number}`);
    expect(mail.text_body).toContain(`Invoice ${bare.invoice_number}, load ${bare.load_number}`);
    expect(mail.text_body).toContain('(no BOL, POD in the packet)');
    expect(mail.files.map((f) => f.name)).toEqual([
      `schedule-of-accounts-${s.number}.pdf`,
      `invoice-${full.invoice_number}-load-${full.load_number}.pdf`,
      `invoice-${bare.invoice_number}-load-${bare.load_number}.pdf`,
    ]);

    const schedule = (await pagesText(mail.files[0]!.bytes)).join(' ');
    for (const text of [
      'SCHEDULE OF ACCOUNTS',
      `Schedule ${s.number}`,
      'Blue Ridge Haulers LLC',
      'SUBMITTED TO',
      'Prairie Capital Funding PO Box 4410 Des Moines, IA 50306',
      `${full.invoice_number}`,
      `${bare.invoice_number}`,
      'Summit Freight Brokerage',
      '$1,850.00',
      '$999.99',
      'Total $2,849.99',
      `invoice ${bare.invoice_number} (BOL, POD)`,
    ])
      expect(schedule).toContain(text);

    const packet = await pagesText(mail.files[1]!.bytes);
    expect(packet).toHaveLength(4);
    expect(packet[0]).toContain(`Invoice number ${full.invoice_number}`);
    expect(packet[1]).toContain(`RATE_CONFIRMATION ${full.load_number}`);
    expect(packet[2]).toContain(`BOL ${full.load_number}`);
    expect(packet[3]).toContain(`POD ${full.load_number}`);
    const short = await pagesText(mail.files[2]!.bytes);
    expect(short).toHaveLength(2);
    expect(short[1]).toContain(`RATE_CONFIRMATION ${bare.load_number}`);

    // Load Accounting shows the invoices factored, and the list has the submission first.
    const rows = (await get(w.accountant.headers, `/api/accounting/loads?search=${full.load_number}`)).json().loads;
    expect(rows[0].factoring_submission_number).toBe(s.number);
    const list = (await get(w.manager.headers, '/api/accounting/factoring/submissions')).json().submissions;
    expect(list[0]).toMatchObject({ id: s.id, number: s.number, total: '2849.99' });
    expect(list[0].loads).toHaveLength(2);
    const again = await get(w.manager.headers, `/api/accounting/factoring/submissions/${s.id}/schedule.pdf`);
    expect(again.headers['content-type']).toBe('application/pdf');
    expect((await pagesText(again.rawPayload)).join(' ')).toContain('Total $2,849.99');
    const audited = await auditOf('factoring_submission');
    expect(audited.find((a) => a.entity_id === String(s.id))).toMatchObject({ action: 'submit' });

    // A second submission of a load already submitted is refused, naming it and its schedule.
    const twice = await submit(t.app, w.accountant.headers, [full.id]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(M.submitted(full.load_number, s.number));
  });

  it('refuses, naming the load, one not invoiced or already paid; nothing is written', async () => {
    const open = await invoicedLoad(t.app, w);
    const notInvoiced = await invoicedLoad(t.app, w, { invoice: false });
    const res = await submit(t.app, w.accountant.headers, [open.id, notInvoiced.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(M.notInvoiced(notInvoiced.load_number));

    const paid = await invoicedLoad(t.app, w);
    await t.db.update(loads).set({ paid_date: '2026-04-01' }).where(eq(loads.id, paid.id));
    const refused = await submit(t.app, w.accountant.headers, [paid.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(M.paid(paid.load_number));
    const rows = (await get(w.accountant.headers, `/api/accounting/loads?search=${open.load_number}`)).json().loads;
    expect(rows[0].factoring_submission_number).toBeNull();
  });

  it('answers 404 for an unknown load or one of another company, and 422 for a bad list', async () => {
    const other = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    expect((await putFactoring(t.app, other.headers, FACTOR)).statusCode).toBe(200);
    const mine = await invoicedLoad(t.app, w);
    const res = await submit(t.app, other.headers, [mine.id]);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(M.loadNotFound);
    expect((await submit(t.app, w.accountant.headers, [2_147_483_000])).statusCode).toBe(404);
    for (const ids of [[], [mine.id, mine.id], Array.from({ length: 101 }, (_, i) => i + 1)])
      expect((await submit(t.app, w.accountant.headers, ids)).statusCode).toBe(422);
  });

  it('lets one of two submissions racing for a load through, and answers the other 409', async () => {
    const load = await invoicedLoad(t.app, w);
    const answers = await Promise.all([
      submit(t.app, w.accountant.headers, [load.id]),
      submit(t.app, w.manager.headers, [load.id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});
