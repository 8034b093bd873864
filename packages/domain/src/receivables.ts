import { z } from 'zod';
import { dayOrNull } from './fleet-fields';

/** What customers owe by age past the due date (issue 37): Load Accounting's open invoices, bucketed. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  days_over_90: 'Over 90 days',
};

/** The bucket of an invoice `daysPastDue` days after its due date (due today or later is current). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days_1_30';
  if (daysPastDue <= 60) return 'days_31_60';
  if (daysPastDue <= 90) return 'days_61_90';
  return 'days_over_90';
}

/** "12 days", "Due today", "Due in 5 days": how late an invoice is on the aging's (or a statement's) day. */
export function pastDueText(days: number): string {
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}`;
  if (days === 0) return 'Due today';
  return `Due in ${-days} ${days === -1 ? 'day' : 'days'}`;
}

const day = (label: string) =>
  dayOrNull(label)
    .optional()
    .transform((v) => v ?? undefined);

/** GET /api/accounting/receivables/aging (and its CSV): as of a day, the company's today by default. */
export const agingQuery = z.strictObject({ as_of: day('as_of') });
export type AgingQuery = z.output<typeof agingQuery>;

const amount = z.string().describe('Dollars, exact, two decimals');
const bucketAmounts = {
  current: amount,
  days_1_30: amount,
  days_31_60: amount,
  days_61_90: amount,
  days_over_90: amount,
  total: amount,
};
export const agingCustomer = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  ...bucketAmounts,
});
export type AgingCustomer = z.infer<typeof agingCustomer>;
export const agingReport = z.object({
  as_of: z.string(),
  customers: z.array(agingCustomer),
  totals: z.object(bucketAmounts),
});
export type AgingReport = z.infer<typeof agingReport>;

/** GET /api/accounting/receivables/aging/invoices: the open invoices behind a figure. */
export const agingInvoicesQuery = agingQuery.extend({
  customer_id: z.coerce.number().int().positive().optional(),
  bucket: z.enum(AGING_BUCKETS, { error: 'Unknown aging bucket' }).optional(),
});
export type AgingInvoicesQuery = z.output<typeof agingInvoicesQuery>;

export const agingInvoice = z.object({
  load_id: z.number().int(),
  load_number: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  invoice_number: z.number().int(),
  invoice_date: z.string(),
  due_date: z.string(),
  days_past_due: z.number().int().describe('0 or less: not due yet'),
  bucket: z.enum(AGING_BUCKETS),
  amount: amount,
});
export type AgingInvoice = z.infer<typeof agingInvoice>;
export const agingInvoiceList = z.object({ as_of: z.string(), invoices: z.array(agingInvoice) });

export const AGING_MESSAGES = { asOfFuture: 'as_of cannot be after today' } as const;
