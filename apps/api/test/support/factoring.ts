import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { AppDb } from '../../src/db/client';
import { emailOutbox, factoringSubmissions } from '../../src/db/schema';
import { withSystem } from '../../src/db/tenancy';
import { pdfFile, uploadedId } from './documents';
import { unique } from './factories';
import { basicInfo, delivery, type LoadWorld, pickup } from './loads';

type Headers = Record<string, string>;

export const FACTOR = {
  enabled: true,
  name: 'Prairie Capital Funding',
  email: 'Schedules@Prairie-Funding.example',
  remit_to: 'PO Box 4410\nDes Moines, IA 50306',
  notice:
    'NOTICE OF ASSIGNMENT: This account has been assigned to Prairie Capital Funding and must be paid only to it at the remit-to address.',
};

export const putFactoring = (app: FastifyInstance, headers: Headers, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/accounting/factoring/settings', headers, payload });

export const submit = (app: FastifyInstance, headers: Headers, loadIds: number[]) =>
  app.inject({ method: 'POST', url: '/api/accounting/factoring/submissions', headers, payload: { load_ids: loadIds } });

/** A one-page PDF saying `mark`, so a merged packet shows where each document went. */
export async function markedPdf(mark: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(mark, { x: 72, y: 700, size: 18, font });
  return Buffer.from(await doc.save());
}

export type Invoiced = { id: number; load_number: string; invoice_number: number };

/**
 * A delivered load of the world's broker with the documents of `types` (each a page saying
 * "<TYPE> <load number>"), invoiced through the API for `rate`.
 */
export async function invoicedLoad(
  app: FastifyInstance,
  w: LoadWorld,
  opts: { rate?: string; types?: string[]; invoice?: boolean } = {},
): Promise<Invoiced> {
  const load_number = unique('F-');
  const res = await app.inject({
    method: 'POST',
    url: '/api/loads/with-events',
    headers: w.manager.headers,
    payload: {
      ...basicInfo(w, { load_number, status_id: w.status.delivered.id }),
      events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-04')],
      rate_cargo: { rate_booked: opts.rate ?? '1850.00', loaded_miles: 700 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  for (const type of opts.types ?? ['rate_confirmation', 'bol', 'pod']) {
    const data = await markedPdf(`${type.toUpperCase()} ${load_number}`);
    await uploadedId(app, w.manager.headers, { document_type: type, category: 'load', load_id: id }, pdfFile(data));
  }
  if (opts.invoice === false) return { id, load_number, invoice_number: 0 };
  const invoice = await app.inject({
    method: 'POST',
    url: `/api/loads/${id}/invoice-with-documents`,
    headers: w.accountant.headers,
    payload: { terms: 'Net 30', include_logo: false, document_ids: [], output_filename: `Invoice-${load_number}` },
  });
  expect(invoice.statusCode, invoice.body).toBe(200);
  return { id, load_number, invoice_number: Number(invoice.headers['x-invoice-number']) };
}

/** The outbox message a submission went out in, with its attachments' bytes. */
export async function messageOf(db: AppDb, submissionId: number) {
  return withSystem(db, async (tx) => {
    const [s] = await tx.select().from(factoringSubmissions).where(eq(factoringSubmissions.id, submissionId));
    const [m] = await tx
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, s?.outbox_message_id ?? 0));
    if (!m) throw new Error('no outbox message for the submission');
    return {
      ...m,
      files: (m.attachments ?? []).map((a) => ({ name: a.filename, bytes: Buffer.from(a.content_base64, 'base64') })),
    };
  });
}
