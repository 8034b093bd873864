import { z } from 'zod';
import { dayOrNull, requiredDay } from './fleet-fields';
import { pagingQueryWith } from './paging';
import { freeText, optionalOrNull, searchText } from './text';

/**
 * Where a delivered load stands with the customer's money (decision 0065): not invoiced yet,
 * invoiced and not yet due, overdue by its invoice's terms, or paid.
 */
export const INVOICE_STATES = ['not_invoiced', 'invoiced', 'overdue', 'paid'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_STATE_LABELS: Readonly<Record<InvoiceState, string>> = {
  not_invoiced: 'Not invoiced',
  invoiced: 'Invoiced',
  overdue: 'Overdue',
  paid: 'Paid',
};

export const ACCOUNTING_LOAD_MESSAGES = {
  notFound: 'Load not found',
  notInvoiced: 'Generate the invoice before recording its payment',
  paidBeforeInvoice: 'The payment date cannot be before the invoice date',
  paidInFuture: 'The payment date cannot be in the future',
  paid: 'Payment recorded',
  unpaid: 'Payment removed',
  notPaid: 'This load has no recorded payment to remove',
  periodOrder: 'The start date must be on or before the end date',
} as const;

export const ACCOUNTING_LOAD_SORT_FIELDS = [
  'delivery_date',
  'load_number',
  'customer',
  'rate_booked',
  'billed_total',
  'invoice_number',
  'due_date',
  'paid_date',
] as const;

const queryDay = (label: string) =>
  dayOrNull(label)
    .optional()
    .transform((v) => v ?? undefined);

/** GET /api/accounting/loads and its CSV export: delivered loads by invoice state, customer and delivery day. */
export const accountingLoadQuery = pagingQueryWith({ max: 200, default: 25 })
  .extend({
    state: z.enum(INVOICE_STATES, { error: 'Unknown invoice state' }).optional(),
    customer_id: z.coerce.number().int().positive().optional(),
    delivered_from: queryDay('delivered_from'),
    delivered_to: queryDay('delivered_to'),
    search: searchText().optional(),
    sort_by: z.enum(ACCOUNTING_LOAD_SORT_FIELDS).default('delivery_date'),
    sort_dir: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((q) => !q.delivered_from || !q.delivered_to || q.delivered_from <= q.delivered_to, {
    message: ACCOUNTING_LOAD_MESSAGES.periodOrder,
    path: ['delivered_to'],
  });
export type AccountingLoadQuery = z.output<typeof accountingLoadQuery>;
export type AccountingLoadFilters = z.input<typeof accountingLoadQuery>;

const party = z.object({ id: z.number().int(), name: z.string() });

export const accountingLoad = z.object({
  id: z.number().int(),
  load_number: z.string(),
  customer: party,
  driver: party.nullable(),
  delivery_date: z.string().nullable(),
  delivery_place: z.string().nullable(),
  rate_booked: z.string().nullable().describe('Exact decimal, 2 places'),
  accessorials_billed: z.string().describe('The accessorials billed to the customer (decision 0198), exact'),
  billed_total: z
    .string()
    .nullable()
    .describe('What the load bills: the rate booked plus the accessorials billed, exact; null with neither'),
  invoice_number: z.number().int().nullable(),
  invoice_date: z.string().nullable(),
  invoice_terms: z.string().nullable(),
  invoice_amount: z.string().nullable().describe('The total the current invoice bills'),
  invoice_outdated: z
    .boolean()
    .describe('Invoiced, unpaid, and the rate booked differs from the invoice: generate the invoice again'),
  due_date: z.string().nullable(),
  paid_date: z.string().nullable(),
  payment_reference: z.string().nullable(),
  state: z.enum(INVOICE_STATES),
  days_overdue: z.number().int().nullable().describe('Days past the due date, for overdue loads'),
  factoring_submission_number: z
    .number()
    .int()
    .nullable()
    .describe('The schedule of accounts the invoice was factored in (decision 0222); null when not factored'),
  version: z.number().int(),
});
export type AccountingLoad = z.infer<typeof accountingLoad>;

const stateTotal = z.object({
  count: z.number().int(),
  amount: z.string().describe('What the loads bill (rate booked plus accessorials billed), exact, 2 places'),
});
export const accountingLoadTotals = z.object(
  Object.fromEntries(INVOICE_STATES.map((s) => [s, stateTotal])) as Record<InvoiceState, typeof stateTotal>,
);
export type AccountingLoadTotals = z.infer<typeof accountingLoadTotals>;

export const accountingLoadList = z.object({
  loads: z.array(accountingLoad),
  total: z.number().int(),
  /** Per state, for the same filters except the state itself. */
  totals: accountingLoadTotals,
});
export type AccountingLoadList = z.infer<typeof accountingLoadList>;

/** PUT /api/accounting/loads/{id}/payment. */
export const loadPayment = z.strictObject({
  paid_date: requiredDay('Payment date'),
  payment_reference: optionalOrNull(freeText('Payment reference', 100)),
});
export type LoadPayment = z.input<typeof loadPayment>;
