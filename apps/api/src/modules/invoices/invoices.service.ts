import { Readable } from 'node:stream';
import {
  type Accessorial,
  accessorialTotals,
  dayIn,
  formatDate,
  fromCents,
  type InvoiceRequest,
  invoiceTotalCents,
  type LoadEvent,
  MERGE_PAGE_LIMIT,
  type PaymentTerms,
  paymentSchedule,
  toCents,
} from '@tms/domain';
import { PDFDocument } from 'pdf-lib';
import type { AppDb } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { unprocessable } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { companyLetterhead } from '../companies/companies.service';
import { customerBilling } from '../customers/customers.service';
import {
  appendToPdf,
  type DocumentMergeService,
  mergedFilename,
  pdfStream,
  readAll,
} from '../documents/document-merge.service';
import type { DocumentsService } from '../documents/documents.service';
import { invoiceFactoring } from '../factoring/factoring-settings.service';
import { billedAccessorials } from '../load-accessorials/load-accessorials.service';
import { loadForInvoice, recordInvoice } from '../loads/load-invoicing.service';
import { type InvoiceContent, renderInvoice } from './invoice-pdf';
import * as repo from './invoices.repo';

type Request = {
  terms: PaymentTerms;
  include_logo: boolean;
  document_ids: number[];
  output_filename: string;
};

const place = (e: LoadEvent) =>
  [
    e.location_street,
    [e.location_city, [e.location_state, e.location_postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ') || 'Location not given';

/** What is known of a stop's place for the lane: city and state, or the state alone; null when neither is. */
const cityOf = (e: LoadEvent | undefined) =>
  (e ? [e.location_city, e.location_state].filter(Boolean).join(', ') : '') || null;

/** "Dallas, TX to Atlanta, GA, 3 stops, 812 loaded miles": the lane only when both ends are known. */
function linehaulDetail(events: LoadEvent[], miles: string | null) {
  const from = cityOf(events.find((e) => e.event_type === 'pickup'));
  const to = cityOf(events.filter((e) => e.event_type === 'delivery').at(-1));
  const parts = [
    from && to ? `${from} to ${to}` : null,
    events.length > 2 ? `${events.length} stops` : null,
    miles ? `${miles} loaded miles` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(', ') : null;
}

/** A billed accessorial as an invoice line: its kind, and what it was for when that was written down. */
const accessorialLine = (a: Accessorial) => ({
  description: a.kind_label,
  detail: a.description,
  amount_cents: toCents(a.amount),
});

/** Invoices for delivered loads (spec 3 sections 2 and 7): the PDF, its number, and the copy kept on the load. */
export function createInvoicesService(deps: { db: AppDb; documents: DocumentsService; merge: DocumentMergeService }) {
  const { db, documents, merge } = deps;

  return {
    /**
     * Draws the invoice, appends the chosen documents of the load, keeps the result on the load as
     * its invoice (deprecating the previous version) and answers the file. A load keeps the number
     * its first invoice took (decision 0091). All checks run before a number is taken.
     */
    async generate(ctx: Ctx, loadId: number, request: Request, signal?: AbortSignal) {
      const companyId = requireCompany(ctx);
      const attachments = await merge.inputs(ctx, companyId, request.document_ids, loadId);
      // The attachments are read and assembled before the transaction: the invoice number is
      // taken under a company-wide lock, held only while the invoice page is drawn and stored.
      const attached = await appendToPdf(await PDFDocument.create(), attachments, MERGE_PAGE_LIMIT, signal);
      // A client gone before the number is taken leaves no invoice behind.
      signal?.throwIfAborted();
      const logo = request.include_logo ? await documents.logoFile(companyId) : null;
      const filename = mergedFilename(request.output_filename);
      let discard: (() => Promise<unknown>) | undefined;
      try {
        const out = await withTenant(db, companyId, async (tx) => {
          const { load, events } = await loadForInvoice(tx, ctx, companyId, loadId);
          if (load.rate_booked === null || toCents(load.rate_booked) <= 0n)
            throw unprocessable('Enter the rate booked on this load before invoicing it');
          const carrier = await companyLetterhead(tx, companyId);
          const billTo = await customerBilling(tx, companyId, load.broker_id);
          if (!carrier || !billTo) throw unprocessable('The load has no customer to bill');
          const invoiceDate = dayIn(carrier.time_zone);
          const number = load.invoice_number ?? (await repo.takeInvoiceNumber(tx, companyId));
          // Decision 0198: the rate is the line haul; each billed accessorial is a line of its own.
          const billed = await billedAccessorials(tx, companyId, load.id);
          const total = invoiceTotalCents(load.rate_booked, accessorialTotals(billed).billed_total);
          const schedule = paymentSchedule(request.terms, invoiceDate, total);
          const references = [
            ...new Set(
              [billTo.client_ref_no, ...events.map((e) => e.reference_number)].filter((r): r is string => !!r),
            ),
          ];
          const miles =
            load.loaded_miles && toCents(load.loaded_miles) > 0n ? load.loaded_miles.replace(/\.00$/, '') : null;
          const content: InvoiceContent = {
            number,
            invoiceDate,
            dueDate: schedule.due_date,
            terms: request.terms,
            discount: schedule.discount,
            carrier: {
              name: carrier.name,
              address: carrier.address,
              phone: carrier.phone_number,
              fax: carrier.fax,
              mc: carrier.mc_number,
              dot: carrier.dot_number,
            },
            logo,
            billTo: {
              name: billTo.name,
              address: [
                billTo.street_address,
                [billTo.city, [billTo.state, billTo.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
              ].filter((l): l is string => !!l),
              email: billTo.billing_email ?? billTo.email,
              phone: billTo.phone_number,
              mc: billTo.mc_number,
            },
            load: {
              number: load.load_number,
              references,
              commodity: load.commodity,
              weight: load.weight_lbs ? load.weight_lbs.replace(/\.00$/, '') : null,
              miles,
            },
            stops: events.map((e) => ({
              kind: e.event_type === 'pickup' ? 'Pickup' : 'Delivery',
              date: e.event_date,
              place: place(e),
              reference: e.reference_number,
            })),
            lines: [
              {
                description: 'Line haul',
                detail: linehaulDetail(events, miles),
                amount_cents: toCents(load.rate_booked),
              },
              ...billed.map(accessorialLine),
            ],
            totalCents: total,
            attachments: attachments.map((a) => a.name),
            factoring: await invoiceFactoring(tx, companyId),
          };
          const invoice = await renderInvoice(content);
          // The attachments opened and copied once already; a structure too deep to copy or write again is still theirs.
          const unwritable = () =>
            unprocessable('The invoice could not be written: one of the attached documents is damaged');
          const copied = await invoice.copyPages(attached, attached.getPageIndices()).catch(() => {
            throw unwritable();
          });
          for (const page of copied) invoice.addPage(page);
          const pages = invoice.getPageCount();
          const written = await pdfStream(invoice).catch(() => {
            throw unwritable();
          });
          const data = await readAll(written.stream, written.size);
          const saved = await documents.saveGenerated(tx, ctx, companyId, {
            filename,
            data,
            document_type: 'invoice',
            load_id: load.id,
            supersede: true,
            description: `Invoice ${number}, ${request.terms}, due ${formatDate(schedule.due_date)}`,
          });
          discard = saved.discard;
          await recordInvoice(tx, ctx, companyId, load, {
            number,
            date: invoiceDate,
            document_id: saved.id,
            terms: request.terms,
            due_date: schedule.due_date,
            amount: fromCents(total),
          });
          return {
            data,
            pages,
            number,
            invoiceDate,
            dueDate: schedule.due_date,
            documentId: saved.id,
            version: saved.version,
          };
        });
        return { ...out, filename, stream: Readable.from([out.data]), size: out.data.length };
      } catch (e) {
        await discard?.();
        throw e;
      }
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
export type { InvoiceRequest };
