import type { HistoryValues } from './load-comments.repo';

/*
 * The entries of a load's history as the API writes them, one builder per kind, so that the demo
 * seed writes its loads' past in the very words a dispatcher's own changes leave.
 */

/** The load was booked, in its first status. */
export const createdEntry = (status: string): HistoryValues => ({
  kind: 'created',
  from_value: null,
  to_value: status,
});

/** The load moved from one status to another (by name, as the carrier calls them). */
export const statusEntry = (from: string, to: string): HistoryValues => ({
  kind: 'status',
  from_value: from,
  to_value: to,
});

/** The invoice was issued, or issued again over an earlier number: "1044 (2026-11-20)". */
export const invoiceEntry = (before: number | null, invoice: { number: number; date: string }): HistoryValues => ({
  kind: 'invoice',
  from_value: before === null ? null : String(before),
  to_value: `${invoice.number} (${invoice.date})`,
});

type PaymentFields = { paid_date: string | null; payment_reference: string | null };

/** A payment as the load's history shows it: "CHK 1044 (2026-11-20)", or the day alone. */
const paymentText = (p: PaymentFields) =>
  p.paid_date === null ? null : p.payment_reference ? `${p.payment_reference} (${p.paid_date})` : p.paid_date;

/** The invoice's payment was recorded, changed or taken off. */
export const paymentEntry = (before: PaymentFields, after: PaymentFields): HistoryValues => ({
  kind: 'payment',
  from_value: paymentText(before),
  to_value: paymentText(after),
});
