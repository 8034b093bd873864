import { z } from 'zod';
import { addDaysToDay, formatDate } from './dates';
import { MERGE_DOCUMENT_LIMIT } from './documents';
import { isCancelledStatus, isDeliveredStatus, type LoadStatusMeaning } from './load-status-meaning';
import { roundDecimal } from './money';

/** Spec 3 section 2, Invoice tab: the payment terms in the order the picker lists them. */
export const PAYMENT_TERMS = [
  'Net 30',
  'Net 15',
  'Net 45',
  'Net 60',
  'Due on Receipt',
  'Net 7',
  'Net 10',
  '2/10 Net 30',
] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 'Net 30';

export const INVOICE_MESSAGES = {
  generated: 'Invoice generated successfully',
  failed: 'Failed to generate invoice',
  fallback: 'Invoice generation failed',
  filenameRequired: 'Please enter a filename',
  merged: 'Documents merged successfully',
  mergeFailed: 'Failed to merge documents',
  selectOne: 'Please select at least one document to merge',
  // Decision 0120: which loads may be invoiced.
  cancelled: 'A cancelled load cannot be invoiced',
  notDelivered: (status: string) =>
    `Only delivered loads can be invoiced: move the load to Delivered first (its status is ${status})`,
  paid: (paidDate: string) =>
    `This load's invoice was paid on ${paidDate}: remove the payment in Accounting before generating the invoice again`,
} as const;

/**
 * Why a load cannot be invoiced, or null (decision 0120): a cancelled load never, a paid one not
 * again (its payment would predate the new invoice), and otherwise only once its status means
 * delivered (decision 0150), as accounting and the dashboards count it.
 */
export function invoiceRefusal(
  status: { name: string; meaning: LoadStatusMeaning },
  paidDate: string | null,
): string | null {
  if (isCancelledStatus(status)) return INVOICE_MESSAGES.cancelled;
  if (paidDate !== null) return INVOICE_MESSAGES.paid(formatDate(paidDate));
  if (!isDeliveredStatus(status)) return INVOICE_MESSAGES.notDelivered(status.name);
  return null;
}

const documentIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(MERGE_DOCUMENT_LIMIT, `At most ${MERGE_DOCUMENT_LIMIT} documents can be attached`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each document can be attached only once');

/** POST /api/loads/{id}/invoice-with-documents. */
export const invoiceRequest = z.strictObject({
  terms: z.enum(PAYMENT_TERMS, { error: 'Unknown payment terms' }).default(DEFAULT_PAYMENT_TERMS),
  include_logo: z.boolean().default(true),
  document_ids: documentIds.default([]).describe('Documents of the load appended after the invoice page, in order'),
  output_filename: z
    .string()
    .trim()
    .min(1, INVOICE_MESSAGES.filenameRequired)
    .max(200, 'Filename must be 200 characters or less'),
});
export type InvoiceRequest = z.input<typeof invoiceRequest>;

/** When an invoice of these terms is due, and the early-payment discount the terms offer. */
export function paymentSchedule(terms: PaymentTerms, invoiceDate: string, totalCents: bigint) {
  if (terms === 'Due on Receipt') return { due_date: invoiceDate, discount: null };
  if (terms === '2/10 Net 30') {
    // 2 % off when paid within 10 days, rounded half up to the cent.
    const amount = (totalCents * 2n + 50n) / 100n;
    return {
      due_date: addDaysToDay(invoiceDate, 30),
      discount: {
        percent: 2,
        until: addDaysToDay(invoiceDate, 10),
        amount_cents: amount,
        net_cents: totalCents - amount,
      },
    };
  }
  return { due_date: addDaysToDay(invoiceDate, Number(terms.slice(4))), discount: null };
}

/** 'Invoice-' + load number + '-' + yyyymmdd (spec 3 section 2). */
export function defaultInvoiceFilename(loadNumber: string, day: string): string {
  return `Invoice-${loadNumber}-${day.replaceAll('-', '')}`;
}

/** Spec 3 section 9: the factoring packet's default order by document type. */
export const MERGE_TYPE_ORDER: Readonly<Record<string, number>> = { rate_confirmation: 1, bol: 2, pod: 3, other: 4 };
export const mergeRank = (documentType: string) => MERGE_TYPE_ORDER[documentType] ?? 99;

/** The tag a stored factoring packet carries, so it can be found and sent again. */
export const FACTORING_TAG = 'factoring';

/**
 * The factoring packet's default name: truck unit number (0000 without one), the driver's
 * initials (XX without a driver), '-', and the rate booked rounded to whole dollars.
 */
export function defaultFactoringFilename(input: {
  unitNumber: string | null | undefined;
  driver: { first_name: string; last_name: string } | null | undefined;
  rateBooked: string | null | undefined;
}): string {
  const unit = input.unitNumber?.trim() || '0000';
  const initials = input.driver
    ? `${input.driver.first_name.trim().charAt(0)}${input.driver.last_name.trim().charAt(0)}`.toUpperCase() || 'XX'
    : 'XX';
  return `${unit}${initials}-${roundDollars(input.rateBooked ?? '0')}`;
}

/** A 2-decimal amount rounded half up to whole dollars. */
function roundDollars(amount: string): string {
  return roundDecimal(amount, 0);
}
