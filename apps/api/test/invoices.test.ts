import { addDaysToDay, dayIn, formatDate, PAYMENT_TERMS } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, customers, documents, loads } from '../src/db/schema';
import { pdfFile, uploadDocument, uploadedId } from './support/documents';
import { buildSignedInCompany } from './support/factories';
import { basicInfo, bookTenantLoad, delivery, pickup, useLoadWorld } from './support/loads';
import { pdfWithPages, picture } from './support/pdf-fixtures';
import { pageFonts, pagesText } from './support/pdf-text';
import { fieldProblem } from './support/problems';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const w = useLoadWorld(t);
let today: string;
beforeAll(async () => {
  await t.db
    .update(companies)
    .set({
      name: 'Blue Ridge Haulers LLC',
      address: '410 Commerce St, Nashville, TN 37201',
      phone_number: '(615) 555-0142',
      mc_number: '778812',
      dot_number: '2291034',
      time_zone: 'America/Chicago',
    })
    .where(eq(companies.id, w.company.id));
  await t.db
    .update(customers)
    .set({
      name: 'Summit Freight Brokerage',
      billing_email: 'ap@summitfreight.example',
      email: 'dispatch@summitfreight.example',
      street_address: '88 Harbor Way',
      city: 'Tampa',
      state: 'FL',
      zip_code: '33602',
      client_ref_no: 'SFB-20931',
    })
    .where(eq(customers.id, w.broker.id));
  today = dayIn('America/Chicago');
});

type Headers = Record<string, string>;
const loadDoc = (loadId: number, type: string) => ({ document_type: type, category: 'load', load_id: loadId });

async function createLoad(headers: Headers, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers,
    payload: {
      ...basicInfo(w, { status_id: w.status.delivered.id, ...extra }),
      events: [
        pickup(1, '2026-03-02', { reference_number: 'PU-5512', location_street: '1200 Industrial Blvd' }),
        delivery(2, '2026-03-04', { reference_number: 'PO-99821', location_postal_code: '30301' }),
      ],
      rate_cargo: { rate_booked: '2487.50', loaded_miles: 812, commodity: 'Paper rolls', weight_lbs: 38000 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; load_number: string };
}

const invoice = (headers: Headers, loadId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/loads/${loadId}/invoice-with-documents`, headers, payload });

const printed = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(m ?? 1) - 1]} ${d}, ${y}`;
};

describe('POST /api/loads/{id}/invoice-with-documents', () => {
  it('answers a real invoice with the chosen documents after it, and keeps it on the load', async () => {
    const load = await createLoad(w.manager.headers);
    const rc = await uploadedId(
      t.app,
      w.manager.headers,
      loadDoc(load.id, 'rate_confirmation'),
      pdfFile(await pdfWithPages(2), 'rc.pdf'),
    );
    const pod = await uploadedId(t.app, w.manager.headers, loadDoc(load.id, 'pod'), {
      name: 'pod.jpg',
      type: 'image/jpeg',
      data: await picture(120, 160, 'jpeg'),
    });
    const res = await invoice(w.accountant.headers, load.id, {
      terms: 'Net 15',
      include_logo: true,
      document_ids: [rc, pod],
      output_filename: `Invoice-${load.load_number}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice-${load.load_number}.pdf"`);
    const number = Number(res.headers['x-invoice-number']);
    expect(number).toBeGreaterThanOrEqual(1001);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(4);
    expect(res.headers['x-page-count']).toBe('4');

    const [page1 = '', page2 = ''] = await pagesText(res.rawPayload);
    for (const text of [
      'INVOICE',
      'Blue Ridge Haulers LLC',
      '410 Commerce St, Nashville, TN 37201',
      '(615) 555-0142',
      'MC 778812',
      'USDOT 2291034',
      `Invoice number ${number}`,
      `Invoice date ${printed(today)}`,
      'Terms Net 15',
      `Due date ${printed(addDaysToDay(today, 15))}`,
      `Load number ${load.load_number}`,
      'Summit Freight Brokerage',
      '88 Harbor Way',
      'Tampa, FL 33602',
      'ap@summitfreight.example',
      'SFB-20931',
      'PU-5512',
      'PO-99821',
      'Pickup Mar 2, 2026 1200 Industrial Blvd, Dallas, TX',
      'Delivery Mar 4, 2026 Atlanta, GA 30301',
      'Line haul',
      'Dallas, TX to Atlanta, GA, 812 loaded miles',
      'Paper rolls · 38,000 lbs · 812 mi',
      'Total due $2,487.50',
      'rc.pdf, pod.jpg',
    ])
      expect(page1).toContain(text);
    expect(page1).not.toContain('dispatch@summitfreight.example');
    // The invoice page is set in embedded Inter, as the driver statement is.
    expect(await pageFonts(res.rawPayload, 0)).toEqual(['Inter-Bold', 'Inter-Regular', 'Inter-SemiBold']);
    expect(page2).toContain('page 1');

    const [row] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(row).toMatchObject({ invoice_number: number, invoice_date: today });
    const detail = await t.app.inject({ method: 'GET', url: `/api/loads/${load.id}`, headers: w.manager.headers });
    expect(detail.json()).toMatchObject({ invoice_number: number, invoice_date: today });
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/documents/?load_id=${load.id}&document_type=invoice`,
      headers: w.manager.headers,
    });
    expect(kept.json().documents).toMatchObject([
      {
        id: Number(res.headers['x-document-id']),
        document_type: 'invoice',
        original_filename: `Invoice-${load.load_number}.pdf`,
        content_type: 'application/pdf',
        file_size: res.rawPayload.length,
        // The due day reads as every other date of the app does, not as an ISO day.
        description: `Invoice ${number}, Net 15, due ${formatDate(addDaysToDay(today, 15))}`,
      },
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'load'), eq(auditLog.entity_id, String(load.id)), eq(auditLog.action, 'invoice')));
    expect(audits).toHaveLength(1);
  });

  it('prints the company logo when asked to, and leaves it out when not', async () => {
    const logo = await uploadDocument(
      t.app,
      w.manager.headers,
      { document_type: 'company_logo', category: 'company' },
      { name: 'logo.webp', type: 'image/webp', data: await picture(320, 100, 'webp') },
    );
    expect(logo.statusCode, logo.body).toBe(201);
    const load = await createLoad(w.manager.headers);
    const imagesOnFirstPage = async (include_logo: boolean) => {
      const res = await invoice(w.manager.headers, load.id, { include_logo, output_filename: 'logo' });
      expect(res.statusCode, res.body).toBe(200);
      const page = (await PDFDocument.load(res.rawPayload)).getPage(0);
      return page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
    };
    expect(await imagesOnFirstPage(true)).toBe(1);
    expect(await imagesOnFirstPage(false)).toBe(0);
  });

  it.each(PAYMENT_TERMS)('computes the due date of %s', async (terms) => {
    const load = await createLoad(w.manager.headers);
    const res = await invoice(w.manager.headers, load.id, { terms, output_filename: 'inv' });
    expect(res.statusCode, res.body).toBe(200);
    const days = terms === 'Due on Receipt' ? 0 : Number(terms.match(/Net (\d+)/)?.[1]);
    const due = addDaysToDay(today, days);
    expect(res.headers['x-due-date']).toBe(due);
    const [page] = await pagesText(res.rawPayload);
    expect(page).toContain(`Terms ${terms}`);
    expect(page).toContain(`Due date ${printed(due)}`);
    if (terms === 'Due on Receipt') expect(page).toContain('Payment is due on receipt of this invoice');
    if (terms === '2/10 Net 30') {
      // 2 % of $2,487.50 is $49.75; paid within 10 days the broker pays $2,437.75.
      expect(page).toContain(
        `Early payment: 2% discount of $49.75 when paid by ${printed(addDaysToDay(today, 10))}: pay $2,437.75`,
      );
    } else expect(page).not.toContain('Early payment');
  });

  it('continues on further pages when the stops do not fit on one, with every stop and the total', async () => {
    const events = Array.from({ length: 30 }, (_, i) =>
      (i % 2 ? delivery : pickup)(i + 1, '2026-03-02', {
        reference_number: `STOP-${100 + i}`,
        location_street: `${200 + i} Long Industrial Boulevard`,
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads/with-events',
      headers: w.manager.headers,
      payload: {
        ...basicInfo(w, { status_id: w.status.delivered.id }),
        events,
        rate_cargo: { rate_booked: '9100.00' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = await invoice(w.manager.headers, res.json().id, { output_filename: 'long' });
    expect(answer.statusCode, answer.body).toBe(200);
    const pages = await pagesText(answer.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(' ');
    for (let i = 0; i < 30; i++) expect(all).toContain(`STOP-${100 + i}`);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(pages.at(-1)).toContain('Total due $9,100.00');
  });

  it('keeps the number when generated again, and makes the new file the active version', async () => {
    const load = await createLoad(w.manager.headers);
    const first = await invoice(w.manager.headers, load.id, { output_filename: 'first' });
    const second = await invoice(w.manager.headers, load.id, { terms: 'Net 45', output_filename: 'second' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['x-invoice-number']).toBe(first.headers['x-invoice-number']);
    const rows = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.load_id, load.id), eq(documents.document_type, 'invoice')));
    expect(rows.map((r) => [r.original_filename, r.is_active]).sort()).toEqual([
      ['first.pdf', false],
      ['second.pdf', true],
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${load.id}/history`,
      headers: w.manager.headers,
    });
    expect(history.json().history.filter((h: { kind: string }) => h.kind === 'invoice')).toHaveLength(2);
  });

  it('gives every invoice its own number when many are generated at once', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => createLoad(w.manager.headers)));
    const answers = await Promise.all(made.map((l) => invoice(w.manager.headers, l.id, { output_filename: 'x' })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const numbers = answers.map((a) => Number(a.headers['x-invoice-number'])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    // No gaps: the numbers are consecutive.
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
    // Two generations of one load at once share the load's one number.
    const one = await createLoad(w.manager.headers);
    const twice = await Promise.all([1, 2].map(() => invoice(w.manager.headers, one.id, { output_filename: 'y' })));
    expect(twice.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.headers['x-invoice-number']).toBe(twice[1]!.headers['x-invoice-number']);
  });

  it('refuses documents of another load or company, and bad input, before taking a number', async () => {
    const load = await createLoad(w.manager.headers);
    const other = await createLoad(w.manager.headers);
    const theirs = await uploadedId(t.app, w.manager.headers, loadDoc(other.id, 'pod'), pdfFile(await pdfWithPages(1)));
    const stranger = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const foreign = await uploadedId(
      t.app,
      stranger.headers,
      { document_type: 'other', category: 'company' },
      pdfFile(await pdfWithPages(1)),
    );
    const notOfLoad = await invoice(w.manager.headers, load.id, { document_ids: [theirs], output_filename: 'a' });
    expect(notOfLoad.statusCode).toBe(422);
    expect(notOfLoad.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'document_ids'] })]);
    expect(notOfLoad.json().detail[0].msg).toContain('is not a document of this load');
    const foreignDoc = await invoice(w.manager.headers, load.id, { document_ids: [foreign], output_filename: 'a' });
    expect(foreignDoc.statusCode).toBe(404);
    expect((await invoice(w.manager.headers, load.id, { output_filename: '  ' })).json().detail[0].msg).toBe(
      'Please enter a filename',
    );
    expect((await invoice(w.manager.headers, load.id, { terms: 'Net 90', output_filename: 'a' })).statusCode).toBe(422);
    const unrated = (
      await t.app.inject({
        method: 'POST',
        url: '/api/loads/step-1',
        headers: w.manager.headers,
        payload: basicInfo(w, { status_id: w.status.delivered.id }),
      })
    ).json();
    const noRate = await invoice(w.manager.headers, unrated.id, { output_filename: 'a' });
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().detail).toBe('Enter the rate booked on this load before invoicing it');
    const [row] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(row?.invoice_number).toBeNull();
    const kept = await t.db.select().from(documents).where(eq(documents.load_id, load.id));
    expect(kept).toEqual([]);
  });

  it('lets managers, dispatchers and accountants invoice; analysts and track and trace may not', async () => {
    const load = await createLoad(w.manager.headers);
    expect((await invoice(w.dispatcher.headers, load.id, { output_filename: 'd' })).statusCode).toBe(200);
    expect((await invoice(w.analyst.headers, load.id, { output_filename: 'a' })).statusCode).toBe(403);
    expect((await invoice(w.tracker.headers, load.id, { output_filename: 't' })).statusCode).toBe(403);
  });

  it('filters the board by invoiced and not invoiced', async () => {
    const done = await createLoad(w.manager.headers);
    const open = await createLoad(w.manager.headers);
    await invoice(w.manager.headers, done.id, { output_filename: 'z' });
    const list = async (invoiced: boolean) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/loads/bulk?invoiced=${invoiced}&limit=200`,
          headers: w.manager.headers,
        })
      )
        .json()
        .loads.map((l: { id: number }) => l.id);
    expect(await list(true)).toContain(done.id);
    expect(await list(true)).not.toContain(open.id);
    expect(await list(false)).toContain(open.id);
    expect(await list(false)).not.toContain(done.id);
  });

  it("answers 404 for another company's load", async () => {
    await expectTenantIsolation({
      ...t,
      create: (a) =>
        bookTenantLoad(t.app, t.db, a, {
          status: 'Booked',
          events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-03')],
          rate_cargo: { rate_booked: 100 },
        }),
      detail: (id) => `/api/loads/${id}`,
      writes: [
        { method: 'POST', url: (id) => `/api/loads/${id}/invoice-with-documents`, payload: { output_filename: 'x' } },
      ],
    });
  });
});

describe('load document uploads', () => {
  it('takes the listed kinds up to 10 MB, judged by the bytes and not the name', async () => {
    const load = await createLoad(w.manager.headers);
    const upload = (name: string, type: string, data: Buffer) =>
      uploadDocument(t.app, w.manager.headers, loadDoc(load.id, 'pod'), { name, type, data });
    expect((await upload('pod.pdf', 'application/pdf', await pdfWithPages(1))).statusCode).toBe(201);
    const disguised = await upload('pod.pdf', 'application/pdf', Buffer.from('just some text, not a PDF'));
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().detail).toEqual(
      fieldProblem('file', 'pod.pdf is not a valid PDF: its content does not match its .pdf type'),
    );
    const tiff = await upload('scan.tiff', 'image/tiff', await picture(20, 20, 'tiff'));
    expect(tiff.statusCode).toBe(422);
    expect(tiff.json().detail).toEqual(
      fieldProblem('file', 'File type must be .jpg, .jpeg, .png, .gif, .webp, .pdf, .doc, .docx, .xls, .xlsx'),
    );
    // A TIFF under an accepted name is not one of the kinds a load takes.
    const renamedTiff = await upload('scan.png', 'image/png', await picture(20, 20, 'tiff'));
    expect(renamedTiff.json().detail).toEqual(
      fieldProblem('file', 'scan.png is not a valid PNG image: its content does not match its .png type'),
    );
    const large = await upload(
      'big.pdf',
      'application/pdf',
      Buffer.concat([await pdfWithPages(1), Buffer.alloc(10_485_761)]),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().detail).toBe('File is larger than 10485760 bytes (10 MB)');
    // Past the largest limit of all, the multipart reader stops it, still with the load's limit.
    const huge = await upload(
      'huge.pdf',
      'application/pdf',
      Buffer.concat([await pdfWithPages(1), Buffer.alloc(52_428_800)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe('File is larger than 10485760 bytes (10 MB)');
  });
});

describe('POST /api/documents/merge with save_to_load (the factoring packet)', () => {
  it('merges in the order given, keeps the packet on the load tagged factoring, and answers its id', async () => {
    const load = await createLoad(w.manager.headers);
    const rc = await uploadedId(
      t.app,
      w.manager.headers,
      loadDoc(load.id, 'rate_confirmation'),
      pdfFile(await pdfWithPages(2, [300, 400]), 'rc.pdf'),
    );
    const bol = await uploadedId(
      t.app,
      w.manager.headers,
      loadDoc(load.id, 'bol'),
      pdfFile(await pdfWithPages(1, [500, 500]), 'bol.pdf'),
    );
    const pod = await uploadedId(
      t.app,
      w.manager.headers,
      loadDoc(load.id, 'pod'),
      pdfFile(await pdfWithPages(3, [400, 300]), 'pod.pdf'),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/merge',
      headers: w.dispatcher.headers,
      payload: { document_ids: [rc, bol, pod], output_filename: '0000AA-2488', load_id: load.id, save_to_load: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPages().map((p) => p.getSize().width)).toEqual([300, 300, 500, 400, 400, 400]);
    const id = Number(res.headers['x-document-id']);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({
      load_id: load.id,
      document_type: 'other',
      tags: 'factoring',
      original_filename: '0000AA-2488.pdf',
      file_size: res.rawPayload.length,
      is_active: true,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/documents/merge',
      headers: w.manager.headers,
      payload: { document_ids: [rc], output_filename: 'x', save_to_load: true },
    });
    expect(refused.statusCode).toBe(422);
  });

  it("refuses another company's load and documents, and keeps nothing", async () => {
    const load = await createLoad(w.manager.headers);
    const rc = await uploadedId(
      t.app,
      w.manager.headers,
      loadDoc(load.id, 'rate_confirmation'),
      pdfFile(await pdfWithPages(1)),
    );
    const stranger = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const own = await uploadedId(
      t.app,
      stranger.headers,
      { document_type: 'other', category: 'company' },
      pdfFile(await pdfWithPages(1)),
    );
    const merge = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/documents/merge', headers: stranger.headers, payload });
    expect(
      (await merge({ document_ids: [own], output_filename: 'x', load_id: load.id, save_to_load: true })).statusCode,
    ).toBe(404);
    expect((await merge({ document_ids: [rc], output_filename: 'x' })).statusCode).toBe(404);
    const kept = await t.db.select().from(documents).where(eq(documents.load_id, load.id));
    expect(kept.map((d) => d.id)).toEqual([rc]);
  });

  it('does not let a track-and-trace user keep a packet on the load', async () => {
    const load = await createLoad(w.manager.headers, { driver_id: w.driver.a.id });
    const rc = await uploadedId(
      t.app,
      w.manager.headers,
      loadDoc(load.id, 'rate_confirmation'),
      pdfFile(await pdfWithPages(1)),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/merge',
      headers: w.tracker.headers,
      payload: { document_ids: [rc], output_filename: 'x', load_id: load.id, save_to_load: true },
    });
    expect(res.statusCode).toBe(403);
    const kept = await t.db.select().from(documents).where(eq(documents.load_id, load.id));
    expect(kept).toHaveLength(1);
  });
});
