import {
  ACCOUNTING_LOAD_MESSAGES,
  addDaysToDay,
  dayIn,
  formatDate,
  INVOICE_MESSAGES,
  LOAD_MESSAGES as M,
} from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, customers, documents, loadStatuses, loads } from '../src/db/schema';
import { openPdf } from '../src/modules/extraction/pdf-document';
import { unique } from './support/factories';
import { basicInfo, delivery, pickup } from './support/loads';
import { buildStatementWorld, deliveredLoad, generate, type StatementWorld, WEEK } from './support/statements';
import { callerOf, useTestApp } from './support/test-app';

/** Decision 0120: which loads are invoiced, and what an invoice or a payment keeps on its load. */
const t = useTestApp();
const call = callerOf(t);
type Headers = Record<string, string>;

let w: StatementWorld;
let today: string;
let cancelledStatus: number;
let otherBroker: number;
beforeAll(async () => {
  w = await buildStatementWorld(t.app, t.db);
  await t.db.update(companies).set({ time_zone: 'America/Chicago' }).where(eq(companies.id, w.company.id));
  today = dayIn('America/Chicago');
  const [cancelled] = await t.db
    .insert(loadStatuses)
    .values({ company_id: w.company.id, name: 'Cancelled', sort_order: 50, meaning: 'cancelled' })
    .returning();
  cancelledStatus = cancelled!.id;
  const [broker] = await t.db
    .insert(customers)
    .values({ company_id: w.company.id, name: unique('Other broker ') })
    .returning();
  otherBroker = broker!.id;
});

/** A load booked through the API: delivered yesterday unless told otherwise. */
async function bookLoad(extra: Record<string, unknown> = {}, events?: object[]) {
  const res = await call(w.manager.headers, 'POST', '/api/loads/with-events', {
    ...basicInfo(w, { status_id: w.status.delivered.id, ...extra }),
    events: events ?? [pickup(1, addDaysToDay(today, -3)), delivery(2, addDaysToDay(today, -1))],
    rate_cargo: { rate_booked: '2487.50', loaded_miles: 812, commodity: 'Paper rolls' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; load_number: string; version: number };
}

const invoice = (loadId: number, headers: Headers = w.accountant.headers) =>
  call(headers, 'POST', `/api/loads/${loadId}/invoice-with-documents`, {
    terms: 'Net 30',
    include_logo: false,
    output_filename: 'Invoice-test',
  });

async function invoicedLoad(extra: Record<string, unknown> = {}) {
  const load = await bookLoad(extra);
  const res = await invoice(load.id);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { ...load, number: Number(res.headers['x-invoice-number']) };
}

async function paidLoad(extra: Record<string, unknown> = {}) {
  const load = await invoicedLoad(extra);
  const res = await call(w.accountant.headers, 'PUT', `/api/accounting/loads/${load.id}/payment`, {
    paid_date: today,
    payment_reference: 'ACH 1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return load;
}

const row = async (id: number) => (await t.db.select().from(loads).where(eq(loads.id, id)))[0];

async function pagesText(data: Buffer): Promise<string> {
  const doc = await openPdf(new Uint8Array(data));
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.cleanup();
  return out.join(' ').replace(/\s+/g, ' ');
}

describe('which loads can be invoiced', () => {
  it('refuses a cancelled load with 409, and it stays out of the invoiced figures', async () => {
    const load = await bookLoad({ status_id: cancelledStatus });
    const res = await invoice(load.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(INVOICE_MESSAGES.cancelled);
    expect(await row(load.id)).toMatchObject({ invoice_number: null, invoice_date: null });
    const listed = await call(w.accountant.headers, 'GET', `/api/accounting/loads?search=${load.load_number}`);
    expect(listed.json().loads).toEqual([]);
    const kept = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.load_id, load.id), eq(documents.document_type, 'invoice')));
    expect(kept).toEqual([]);
  });

  it('refuses a load that is not delivered yet (booked, pickup tomorrow), naming its status', async () => {
    const load = await bookLoad({ status_id: w.status.booked.id }, [
      pickup(1, addDaysToDay(today, 1)),
      delivery(2, addDaysToDay(today, 3)),
    ]);
    const res = await invoice(load.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(INVOICE_MESSAGES.notDelivered('Booked'));
    const transit = await bookLoad({ status_id: w.status.transit.id });
    expect((await invoice(transit.id)).json().detail).toBe(INVOICE_MESSAGES.notDelivered('In Transit'));
    expect((await row(transit.id))?.invoice_number).toBeNull();
  });

  it('invoices a delivered load and keeps the amount it bills', async () => {
    const load = await invoicedLoad();
    expect(await row(load.id)).toMatchObject({ invoice_number: load.number, invoice_amount: '2487.50' });
  });

  it('refuses to generate the invoice of a paid load again, and keeps its date and documents', async () => {
    const load = await paidLoad();
    const before = await row(load.id);
    const res = await invoice(load.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(INVOICE_MESSAGES.paid(formatDate(today)));
    expect(await row(load.id)).toMatchObject({
      invoice_date: before!.invoice_date,
      paid_date: today,
      version: before!.version,
    });
    const active = await t.db
      .select()
      .from(documents)
      .where(
        and(eq(documents.load_id, load.id), eq(documents.document_type, 'invoice'), eq(documents.is_active, true)),
      );
    expect(active).toHaveLength(1);
  });
});

describe('the money of an invoiced or paid load', () => {
  it('refuses a new rate booked or customer on a paid load with 409 naming the payment', async () => {
    const load = await paidLoad();
    const refused = M.moneyPaid(load.number, formatDate(today));
    const step4 = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-4`, { rate_booked: '3000.00' });
    expect(step4.statusCode).toBe(409);
    expect(step4.json().detail).toBe(refused);
    const step3 = await call(w.accountant.headers, 'PUT', `/api/loads/${load.id}/step-3`, {
      rate_booked: '1.00',
      loaded_miles: 812,
    });
    expect(step3.statusCode).toBe(409);
    const broker = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}`, { broker_id: otherBroker });
    expect(broker.statusCode).toBe(409);
    expect(broker.json().detail).toBe(refused);
    expect(await row(load.id)).toMatchObject({ rate_booked: '2487.50', broker_id: w.broker.id });
    // What the invoice does not bill can still be corrected, and the rate sent again unchanged passes.
    const cargo = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-4`, {
      rate_booked: '2487.5',
      commodity: 'Paper rolls, wrapped',
    });
    expect(cargo.statusCode, cargo.body).toBe(200);
    expect(cargo.json().rate_cargo.commodity).toBe('Paper rolls, wrapped');
  });

  it('takes a new rate on an invoiced, unpaid load and shows the invoice must be generated again', async () => {
    const load = await invoicedLoad();
    const changed = await call(w.manager.headers, 'PUT', `/api/loads/${load.id}/step-4`, { rate_booked: '2600.00' });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = (await call(w.manager.headers, 'GET', `/api/loads/${load.id}`)).json();
    expect(detail).toMatchObject({ invoice_amount: '2487.50', invoice_outdated: true, paid_date: null });
    const listed = async () =>
      (await call(w.accountant.headers, 'GET', `/api/accounting/loads?search=${load.load_number}`)).json().loads[0];
    expect(await listed()).toMatchObject({ rate_booked: '2600.00', invoice_amount: '2487.50', invoice_outdated: true });
    // Generating it again bills the new rate under the same number.
    const again = await invoice(load.id);
    expect(again.statusCode).toBe(200);
    expect(Number(again.headers['x-invoice-number'])).toBe(load.number);
    expect(await listed()).toMatchObject({ invoice_amount: '2600.00', invoice_outdated: false });
  });
});

describe('deleting a load that money records hold', () => {
  it('refuses an invoiced load with 409, even for a manager, and keeps it and its invoice', async () => {
    const load = await invoicedLoad();
    const res = await call(w.manager.headers, 'DELETE', `/api/loads/${load.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(M.deleteInvoiced(load.number, null));
    expect((await row(load.id))?.invoice_number).toBe(load.number);
    const paid = await paidLoad();
    const again = await call(w.manager.headers, 'DELETE', `/api/loads/${paid.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.deleteInvoiced(paid.number, formatDate(today)));
  });

  it('names the driver statement that pays the load, and what to do', async () => {
    const load = await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-04' });
    const { created } = await generate(t.app, w.manager.headers, { ...WEEK, driver_ids: [w.driver.a.id] });
    const statement = created[0]!;
    const res = await call(w.manager.headers, 'DELETE', `/api/loads/${load.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(M.deleteOnStatement({ statement_id: statement.id, status: 'draft' }));
    expect(res.json().detail).toContain(`draft driver statement #${statement.id}`);
    expect(await row(load.id)).toBeDefined();
  });

  it('still lets a dispatcher delete an unprocessed load without money records', async () => {
    const load = await bookLoad({ status_id: w.status.booked.id });
    expect((await call(w.dispatcher.headers, 'DELETE', `/api/loads/${load.id}`)).statusCode).toBe(204);
  });
});

describe('taking the processed mark off a load', () => {
  it('is refused to a dispatcher on both routes, so the delete rule holds', async () => {
    const load = await bookLoad({ status_id: w.status.booked.id, processed: true });
    const flag = await call(w.dispatcher.headers, 'PUT', `/api/loads/${load.id}/processed`, { processed: false });
    expect(flag.statusCode).toBe(403);
    expect(flag.json().detail).toBe(M.unprocessForbidden);
    const basic = await call(w.dispatcher.headers, 'PUT', `/api/loads/${load.id}`, { processed: false });
    expect(basic.statusCode).toBe(403);
    expect(basic.json().detail).toBe(M.unprocessForbidden);
    expect((await row(load.id))?.processed).toBe(true);
    const removed = await call(w.dispatcher.headers, 'DELETE', `/api/loads/${load.id}`);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().detail).toBe(M.deleteProcessed);
    // Sending the mark unchanged, or setting it, stays open to dispatchers.
    expect((await call(w.dispatcher.headers, 'PUT', `/api/loads/${load.id}`, { processed: true })).statusCode).toBe(
      200,
    );
  });

  it('is open to managers and accountants; dispatchers may still mark loads processed', async () => {
    const load = await bookLoad({ status_id: w.status.booked.id });
    for (const [who, processed, status] of [
      [w.dispatcher, true, 200],
      [w.manager, false, 200],
      [w.dispatcher, true, 200],
      [w.accountant, false, 200],
      [w.tracker, true, 403],
    ] as const) {
      const res = await call(who.headers, 'PUT', `/api/loads/${load.id}/processed`, { processed });
      expect(res.statusCode, res.body).toBe(status);
    }
  });
});

describe('the invoice PDF lane', () => {
  const linehaul = async (events: object[]) => {
    const load = await bookLoad({}, events);
    const res = await invoice(load.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return pagesText(res.rawPayload);
  };

  it('leaves the lane out when the cities and states are unknown', async () => {
    const text = await linehaul([
      pickup(1, addDaysToDay(today, -3), { location_city: null, location_state: null }),
      delivery(2, addDaysToDay(today, -1), { location_city: null, location_state: null }),
    ]);
    expect(text).not.toContain('the stop');
    expect(text).toContain('Line haul 812 loaded miles');
  });

  it('uses the states when only they are known', async () => {
    const text = await linehaul([
      pickup(1, addDaysToDay(today, -3), { location_city: null }),
      delivery(2, addDaysToDay(today, -1), { location_city: null }),
    ]);
    expect(text).toContain('TX to GA, 812 loaded miles');
  });
});

describe('DELETE /api/accounting/loads/{id}/payment', () => {
  it('answers 409 for a load without a payment and changes nothing', async () => {
    const load = await invoicedLoad();
    const before = await row(load.id);
    const res = await call(w.accountant.headers, 'DELETE', `/api/accounting/loads/${load.id}/payment`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(ACCOUNTING_LOAD_MESSAGES.notPaid);
    expect((await row(load.id))?.version).toBe(before!.version);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, String(load.id)), eq(auditLog.action, 'payment_removed')));
    expect(audits).toEqual([]);
  });

  it('still removes a recorded payment', async () => {
    const load = await paidLoad();
    const res = await call(w.accountant.headers, 'DELETE', `/api/accounting/loads/${load.id}/payment`);
    expect(res.statusCode).toBe(200);
    expect((await row(load.id))?.paid_date).toBeNull();
  });
});
