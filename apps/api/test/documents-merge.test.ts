import { and, desc, eq } from 'drizzle-orm';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFPage,
  type PDFRawStream,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { mergeToPdf } from '../src/modules/documents/pdf-merge';
import { pdfFile, uploadedId } from './support/documents';
import { buildSignedInCompany, buildUser, signIn } from './support/factories';
import { encryptedPdf, HEIC_64x48, multiPageTiff, pdfWithPages, picture, truncatedPdf } from './support/pdf-fixtures';
import { storedDocument } from './support/stored-documents';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();

type Headers = Record<string, string>;
const companyDoc = { document_type: 'other', category: 'company' };
const merge = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/documents/merge', headers, payload });

async function mergedPdf(headers: Headers, ids: number[], output_filename = 'Factoring packet') {
  const res = await merge(headers, { document_ids: ids, output_filename });
  expect(res.statusCode, res.body).toBe(200);
  return { res, pdf: await PDFDocument.load(res.rawPayload) };
}

const sizeOf = (p: PDFPage) => p.getSize();

/** The pixel size of the one image a page draws, read back from its resources. */
function imageOn(page: PDFPage) {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const names = xObjects?.keys() ?? [];
  expect(names).toHaveLength(1);
  const dict = (xObjects?.lookup(names[0] as PDFName) as PDFRawStream | undefined)?.dict;
  const num = (key: string) => dict?.lookup(PDFName.of(key), PDFNumber).asNumber();
  return { width: num('Width'), height: num('Height') };
}

/** The width and height an image is drawn at: the scaling "w 0 0 h 0 0 cm" of the page's content stream. */
function drawnSize(page: PDFPage) {
  const contents = page.node.Contents();
  const stream = (contents instanceof PDFArray ? contents.lookup(0) : contents) as PDFRawStream;
  const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  // pdf-lib writes the translation and rotation as other cm operators with a scale of 1.
  const scale = [...text.matchAll(/([\d.]+) 0 0 ([\d.]+) 0 0 cm/g)].find((m) => m[1] !== '1' || m[2] !== '1');
  expect(scale, text).toBeDefined();
  return { width: Number(scale?.[1]), height: Number(scale?.[2]) };
}

describe('POST /api/documents/merge', () => {
  it('merges PDFs and images in the order given, each image on a page of its own at its aspect ratio', async () => {
    const a = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const ids = {
      threePages: await uploadedId(t.app, a.headers, companyDoc, pdfFile(await pdfWithPages(3, [300, 400]), 'rc.pdf')),
      wide: await uploadedId(t.app, a.headers, companyDoc, {
        name: 'wide.png',
        type: 'image/png',
        data: await picture(400, 100, 'png'),
      }),
      tall: await uploadedId(t.app, a.headers, companyDoc, {
        name: 'tall.jpg',
        type: 'image/jpeg',
        data: await picture(100, 300, 'jpeg'),
      }),
      onePage: await uploadedId(t.app, a.headers, companyDoc, pdfFile(await pdfWithPages(1, [500, 500]), 'pod.pdf')),
    };
    const { res, pdf } = await mergedPdf(a.headers, [ids.onePage, ids.wide, ids.threePages, ids.tall], 'Packet 7');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Packet 7.pdf"');
    expect(res.headers['x-page-count']).toBe('6');
    const pages = pdf.getPages();
    expect(pages).toHaveLength(6);
    expect(sizeOf(pages[0]!)).toEqual({ width: 500, height: 500 });
    // The wide image turns its page to landscape Letter and keeps 4:1.
    expect(sizeOf(pages[1]!)).toEqual({ width: 792, height: 612 });
    expect(imageOn(pages[1]!)).toEqual({ width: 400, height: 100 });
    const wide = drawnSize(pages[1]!);
    expect(wide.width / wide.height).toBeCloseTo(4, 3);
    expect(wide.width).toBeCloseTo(792 - 36, 1);
    for (const p of pages.slice(2, 5)) expect(sizeOf(p)).toEqual({ width: 300, height: 400 });
    expect(sizeOf(pages[5]!)).toEqual({ width: 612, height: 792 });
    expect(imageOn(pages[5]!)).toEqual({ width: 100, height: 300 });
    const tall = drawnSize(pages[5]!);
    expect(tall.height / tall.width).toBeCloseTo(3, 3);
    expect(tall.height).toBeCloseTo(792 - 36, 1);
  });

  it('takes GIF, WEBP, multi-page TIFF and HEIC images', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const image = async (name: string, type: string, data: Buffer) =>
      uploadedId(t.app, headers, companyDoc, { name, type, data });
    const ids = [
      await image('scan.tiff', 'image/tiff', await multiPageTiff(3, 60, 80)),
      await image('photo.heic', 'image/heic', HEIC_64x48),
      await image('a.gif', 'image/gif', await picture(50, 50, 'gif')),
      await image('b.webp', 'image/webp', await picture(80, 40, 'webp')),
    ];
    const { pdf } = await mergedPdf(headers, ids);
    const pages = pdf.getPages();
    expect(pages).toHaveLength(6);
    for (const p of pages.slice(0, 3)) expect(imageOn(p)).toEqual({ width: 60, height: 80 });
    expect(imageOn(pages[3]!)).toEqual({ width: 64, height: 48 });
    expect(sizeOf(pages[3]!)).toEqual({ width: 792, height: 612 });
    expect(imageOn(pages[4]!)).toEqual({ width: 50, height: 50 });
    expect(imageOn(pages[5]!)).toEqual({ width: 80, height: 40 });
  });

  it('answers 404 and produces nothing when any document is missing or another company’s', async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    const mine = await uploadedId(t.app, a.headers, companyDoc, pdfFile(await pdfWithPages(1)));
    const theirs = await uploadedId(t.app, b.headers, companyDoc, pdfFile(await pdfWithPages(1)));
    for (const ids of [
      [mine, theirs],
      [mine, 2_000_000_000],
    ]) {
      const res = await merge(a.headers, { document_ids: ids, output_filename: 'x' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().detail).toBe('Document not found');
    }
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, a.company.id), eq(auditLog.action, 'merge')));
    expect(audits).toHaveLength(0);
  });

  it('refuses encrypted and damaged PDFs and files that are not PDFs or images, naming the file', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db);
    const good = await uploadedId(t.app, headers, companyDoc, pdfFile(await pdfWithPages(1)));
    const locked = await uploadedId(t.app, headers, companyDoc, pdfFile(await encryptedPdf(), 'locked.pdf'));
    // Uploads refuse a cut PDF now; one stored before that is refused by the merge.
    const cutFile = { name: 'cut.pdf', type: 'application/pdf', data: await truncatedPdf() };
    const cut = await storedDocument(t, company.id, cutFile);
    const lockedRes = await merge(headers, { document_ids: [good, locked], output_filename: 'x' });
    expect(lockedRes.statusCode).toBe(422);
    expect(lockedRes.json().detail).toBe('"locked.pdf" is password-protected and cannot be merged');
    const cutRes = await merge(headers, { document_ids: [cut], output_filename: 'x' });
    expect(cutRes.statusCode).toBe(422);
    expect(cutRes.json().detail).toBe('"cut.pdf" is damaged and cannot be merged');
  });

  it('answers 413 with detail past 500 pages, before building the rest', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const big = await uploadedId(t.app, headers, companyDoc, pdfFile(await pdfWithPages(300), 'big.pdf'));
    const bigToo = await uploadedId(t.app, headers, companyDoc, pdfFile(await pdfWithPages(201), 'big2.pdf'));
    const res = await merge(headers, { document_ids: [big, bigToo], output_filename: 'x' });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The merged document would have more than 500 pages; merge fewer documents');
    const exactly = await uploadedId(t.app, headers, companyDoc, pdfFile(await pdfWithPages(200), 'fits.pdf'));
    expect((await mergedPdf(headers, [big, exactly])).pdf.getPageCount()).toBe(500);
  });

  it('checks its input with the spec messages', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const msgs = async (payload: Record<string, unknown>) => {
      const res = await merge(headers, payload);
      expect(res.statusCode).toBe(422);
      return res.json().detail.map((d: { msg: string }) => d.msg);
    };
    expect(await msgs({ document_ids: [], output_filename: 'x' })).toEqual([
      'Please select at least one document to merge',
    ]);
    expect(await msgs({ document_ids: [1], output_filename: '  ' })).toEqual(['Please enter a filename']);
    expect(await msgs({ document_ids: [1, 1], output_filename: 'x' })).toEqual([
      'Each document can be merged only once',
    ]);
    // Loads are registered document owners: a load the company does not have is not found.
    const loadLink = await merge(headers, { document_ids: [1], output_filename: 'x', load_id: 5 });
    expect(loadLink.statusCode).toBe(404);
    expect(loadLink.json().detail).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: '/api/documents/merge', payload: {} })).statusCode).toBe(401);
  });

  it('records each merge in the audit log with what went in', async () => {
    const { headers, company, user } = await buildSignedInCompany(t.app, t.db);
    const ids = [
      await uploadedId(t.app, headers, companyDoc, pdfFile(await pdfWithPages(2))),
      await uploadedId(t.app, headers, companyDoc, pdfFile(await pdfWithPages(1))),
    ];
    await mergedPdf(headers, ids, 'Audited');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, company.id), eq(auditLog.action, 'merge')))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      user_id: user.id,
      entity: 'document',
      detail: { document_ids: ids, output_filename: 'Audited.pdf', pages: 3, load_id: null },
    });
  });

  it('merges only documents whose owners the caller may read', async () => {
    const a = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const customer = (
      await t.app.inject({ method: 'POST', url: '/api/customers/', headers: a.headers, payload: { name: 'Broker A' } })
    ).json();
    const customerDoc = await uploadedId(
      t.app,
      a.headers,
      { document_type: 'other', category: 'customer', customer_id: customer.id },
      pdfFile(await pdfWithPages(1)),
    );
    const companyOwn = await uploadedId(t.app, a.headers, companyDoc, pdfFile(await pdfWithPages(1)));
    const analyst = await buildUser(t.db, { companyId: a.company.id, roles: ['ANALYST'] });
    const analystHeaders = (await signIn(t.app, analyst.email)).headers;
    expect(
      (await merge(analystHeaders, { document_ids: [companyOwn, customerDoc], output_filename: 'x' })).statusCode,
    ).toBe(403);
    expect((await mergedPdf(analystHeaders, [companyOwn])).pdf.getPageCount()).toBe(1);
    const dispatcher = await buildUser(t.db, { companyId: a.company.id, roles: ['DISPATCHER'] });
    const dispatcherHeaders = (await signIn(t.app, dispatcher.email)).headers;
    expect((await mergedPdf(dispatcherHeaders, [companyOwn, customerDoc])).pdf.getPageCount()).toBe(2);
  });

  it('keeps merges inside the company', async () => {
    await expectTenantIsolation({
      ...t,
      create: async (a) => uploadedId(t.app, a.headers, companyDoc, pdfFile(await pdfWithPages(1))),
      detail: (id) => `/api/documents/${id}`,
      writes: [
        {
          method: 'POST',
          url: () => '/api/documents/merge',
          payload: (id) => ({ document_ids: [id], output_filename: 'theirs' }),
        },
      ],
    });
  });
});

describe('mergeToPdf', () => {
  it('reads inputs one after another and never ahead, so one input is held at a time', async () => {
    const pdf = await pdfWithPages(2);
    const seen: number[] = [];
    const inputs = Array.from({ length: 5 }, (_, i) => ({
      name: `doc${i}.pdf`,
      kind: 'pdf' as const,
      read: async () => {
        seen.push(i);
        // Nothing was read ahead: exactly the inputs before this one have been asked for.
        expect(seen).toEqual(Array.from({ length: i + 1 }, (_, k) => k));
        return pdf;
      },
    }));
    expect((await mergeToPdf(inputs, 500, 'sequential')).pages).toBe(10);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
  });
});
