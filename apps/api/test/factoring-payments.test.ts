import { addDaysToDay, dayIn, FACTORING_MESSAGES as M } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, documents, loads } from '../src/db/schema';
import { FACTOR, invoicedLoad, putFactoring, submit } from './support/factoring';
import { bookTenantLoad, delivery, pickup, useLoadWorld } from './support/loads';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
const ZONE = 'America/Chicago';
type Headers = Record<string, string>;
const pay = (headers: Headers, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/accounting/factoring/submissions/${id}/payments`, headers, payload });

beforeAll(async () => {
  await t.db.update(companies).set({ time_zone: ZONE }).where(eq(companies.id, w.company.id));
  expect((await putFactoring(t.app, w.manager.headers, FACTOR)).statusCode).toBe(200);
});

describe('the advance and the reserve', () => {
  it('are recorded with their days, exact, within the total, and audited', async () => {
    const a = await invoicedLoad(t.app, w, { rate: '1000.10' });
    const b = await invoicedLoad(t.app, w, { rate: '2000.20' });
    const s = (await submit(t.app, w.accountant.headers, [a.id, b.id])).json();
    expect(s.total).toBe('3000.30');
    const today = dayIn(ZONE);

    const advance = await pay(w.accountant.headers, s.id, { advance_amount: '2700.27', advance_paid_on: today });
    expect(advance.statusCode, advance.body).toBe(200);
    expect(advance.json()).toMatchObject({ advance_amount: '2700.27', advance_paid_on: today, reserve_amount: null });
    expect(advance.json().fee).toBeNull();

    const both = await pay(w.manager.headers, s.id, {
      advance_amount: '2700.27',
      advance_paid_on: today,
      reserve_amount: 210.02,
      reserve_paid_on: today,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ reserve_amount: '210.02', fee: '90.01' });
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/accounting/factoring/submissions', headers: w.manager.headers })
    ).json().submissions;
    expect(listed.find((x: { id: number }) => x.id === s.id)).toMatchObject({ fee: '90.01' });

    const refusals: [object, string, string][] = [
      [
        { advance_amount: '3000.00', advance_paid_on: today, reserve_amount: '0.31', reserve_paid_on: today },
        'reserve_amount',
        M.overTotal,
      ],
      [{ advance_amount: '10.00' }, 'advance_paid_on', M.amountWithoutDay('advance')],
      [{ reserve_paid_on: today }, 'reserve_amount', M.dayWithoutAmount('reserve')],
      [{ advance_amount: '10.00', advance_paid_on: addDaysToDay(today, 2) }, 'advance_paid_on', M.paidInFuture],
      [
        { advance_amount: '10.00', advance_paid_on: addDaysToDay(today, -3) },
        'advance_paid_on',
        M.paidBeforeSubmission,
      ],
      [
        { advance_amount: '10.001', advance_paid_on: today },
        'advance_amount',
        'Advance must be a number with up to 2 decimals',
      ],
    ];
    for (const [payload, field, msg] of refusals) {
      const res = await pay(w.accountant.headers, s.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    }
    // Nothing of the refusals was written; an empty body clears both.
    const cleared = await pay(w.accountant.headers, s.id, {});
    expect(cleared.json()).toMatchObject({ advance_amount: null, reserve_amount: null, fee: null });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'factoring_submission'), eq(auditLog.entity_id, String(s.id))));
    expect(audited.map((r) => r.action).sort()).toEqual([
      'record_payments',
      'record_payments',
      'record_payments',
      'submit',
    ]);
    expect((await pay(w.dispatcher.headers, s.id, {})).statusCode).toBe(403);
    expect((await pay(w.accountant.headers, 2_147_483_000, {})).statusCode).toBe(404);
  });
});

describe('a submission', () => {
  it('is refused for a load whose invoice is out of date or whose invoice document is gone', async () => {
    const changed = await invoicedLoad(t.app, w, { rate: '1500.00' });
    await t.db.update(loads).set({ rate_booked: '1650.00' }).where(eq(loads.id, changed.id));
    const outdated = await submit(t.app, w.accountant.headers, [changed.id]);
    expect(outdated.statusCode).toBe(422);
    expect(outdated.json().detail).toBe(M.outdated(changed.load_number));

    const gone = await invoicedLoad(t.app, w);
    await t.db
      .update(documents)
      .set({ is_active: false })
      .where(and(eq(documents.load_id, gone.id), eq(documents.document_type, 'invoice')));
    const res = await submit(t.app, w.accountant.headers, [gone.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(M.noInvoiceDocument(gone.load_number));
  });

  it("is its company's alone: another company gets 404 for it, and never sees it listed", async () => {
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      create: async (a) => {
        expect((await putFactoring(t.app, a.headers, FACTOR)).statusCode).toBe(200);
        const loadId = await bookTenantLoad(t.app, t.db, a, {
          status: 'Delivered',
          meaning: 'delivered',
          events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
          rate_cargo: { rate_booked: '1200.00' },
        });
        const invoice = await t.app.inject({
          method: 'POST',
          url: `/api/loads/${loadId}/invoice-with-documents`,
          headers: a.headers,
          payload: { terms: 'Net 30', include_logo: false, document_ids: [], output_filename: 'inv' },
        });
        expect(invoice.statusCode, invoice.body).toBe(200);
        const made = await submit(t.app, a.headers, [loadId]);
        expect(made.statusCode, made.body).toBe(201);
        return made.json().id;
      },
      detail: (id) => `/api/accounting/factoring/submissions/${id}/schedule.pdf`,
      list: { url: '/api/accounting/factoring/submissions', items: 'submissions', total: 'none' },
      writes: [{ method: 'PUT', url: (id) => `/api/accounting/factoring/submissions/${id}/payments`, payload: {} }],
    });
  });
});
