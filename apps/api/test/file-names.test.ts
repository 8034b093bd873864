import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { pdfFile, uploadDocument } from './support/documents';
import { buildSignedInCompany } from './support/factories';
import { efs16, fuelLine } from './support/fuel-fixtures';
import { multipartBody } from './support/multipart';
import { pdfWithPages } from './support/pdf-fixtures';
import { twoColumnLabels } from './support/ratecon-fixtures';
import { useTestApp } from './support/test-app';

const t = useTestApp();
type Headers = Record<string, string>;

// U+202E turns "invoice\u202Efdp.exe" into what reads "invoiceexe.pdf"; the others hide or reorder too.
const HIDDEN = ['\u202e', '\u202a', '\u202d', '\u200e', '\u200f', '\u2066', '\u2069', '\u0085', '\u009b', '\u0007'];
const companyDoc = { document_type: 'other', category: 'company' };

const postFile = (headers: Headers, url: string, file: { name: string; type: string; data: Buffer }) => {
  const body = multipartBody({}, file);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};

describe('file names keep no control or bidirectional characters', () => {
  it('documents: the stored and downloaded name is cleaned', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const pdf = await pdfWithPages(1);
    const res = await uploadDocument(t.app, headers, companyDoc, pdfFile(pdf, `scan${HIDDEN.join('')}\u202Egnp.pdf`));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document.original_filename).toBe('scangnp.pdf');
    const id = res.json().document.id;
    const one = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers });
    expect(one.json().original_filename).toBe('scangnp.pdf');
  });

  it('documents: a name is given the extension of what its bytes are', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const pdf = await pdfWithPages(1);
    const res = await uploadDocument(t.app, headers, companyDoc, { name: 'ok.png', type: 'image/png', data: pdf });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document).toMatchObject({ original_filename: 'ok.pdf', content_type: 'application/pdf' });
    // A matching extension keeps its spelling.
    const kept = await uploadDocument(t.app, headers, companyDoc, pdfFile(pdf, 'Scan.PDF'));
    expect(kept.json().document.original_filename).toBe('Scan.PDF');
  });

  it('fuel files: the batch keeps the cleaned name', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const res = await postFile(headers, '/api/fuel-transactions/upload', {
      name: `fuel\u202Evsc.txt.csv`,
      type: 'text/csv',
      data: efs16([fuelLine({ invoice: 'N1' })]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().file_name).toBe('fuelvsc.txt.csv');
  });

  it('merged PDFs: the output name is cleaned', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    const doc = await uploadDocument(t.app, headers, companyDoc, pdfFile(await pdfWithPages(1)));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/merge',
      headers,
      payload: { document_ids: [doc.json().document.id], output_filename: 'packet\u202Eexe.\u2066' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="packetexe..pdf"');
  });

  // Reading a rate confirmation starts the reader's workers: slow on a busy machine.
  it('rate confirmations: the recorded name is cleaned', { timeout: 120_000 }, async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const fixture = await twoColumnLabels();
    const res = await postFile(headers, '/api/loads/extract-from-pdf', {
      name: 'rate\u202Efdp.con\u200f.pdf',
      type: 'application/pdf',
      data: Buffer.from(fixture.pdf),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, company.id), eq(auditLog.entity, 'rate_confirmation')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.detail).toMatchObject({ filename: 'ratefdp.con.pdf' });
  });
});
