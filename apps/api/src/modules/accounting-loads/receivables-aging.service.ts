import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  AGING_MESSAGES,
  type AgingBucket,
  type AgingInvoice,
  type AgingInvoicesQuery,
  type AgingQuery,
  type AgingReport,
  agingBucketOf,
  type Cents,
  csvRow,
  dayIn,
  fromCents,
  PLATFORM_TIME_ZONE,
  toCents,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { NO_COMPANY } from '../../lib/pdf-kit';
import { invalidField } from '../../lib/validation';
import { type CompanyLetterhead, companyLetterhead } from '../companies/companies.service';
import * as repo from './accounting-loads.repo';
import { renderAgingPdf } from './receivables-aging-pdf';

type Sums = Record<AgingBucket | 'total', Cents>;

const zero = (): Sums => ({ current: 0n, days_1_30: 0n, days_31_60: 0n, days_61_90: 0n, days_over_90: 0n, total: 0n });
const asText = (s: Sums) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, fromCents(v)])) as Record<keyof Sums, string>;

function toInvoice(r: repo.OpenInvoiceRow): AgingInvoice {
  return { ...r, bucket: agingBucketOf(r.days_past_due) };
}

/** Adds each invoice's cents to its customer's bucket and the totals: exact, whatever the count. */
function bucketed(asOf: string, invoices: readonly AgingInvoice[]): AgingReport {
  const byCustomer = new Map<number, { name: string; sums: Sums }>();
  const totals = zero();
  for (const inv of invoices) {
    const entry = byCustomer.get(inv.customer_id) ?? { name: inv.customer_name, sums: zero() };
    byCustomer.set(inv.customer_id, entry);
    const cents = toCents(inv.amount);
    for (const sums of [entry.sums, totals]) {
      sums[inv.bucket] += cents;
      sums.total += cents;
    }
  }
  return {
    as_of: asOf,
    customers: [...byCustomer].map(([id, c]) => ({ customer_id: id, customer_name: c.name, ...asText(c.sums) })),
    totals: asText(totals),
  };
}

/** The day asked for, or the company's today; never a day after today. */
export function dayAsked(company: CompanyLetterhead | undefined, asked?: string) {
  const today = dayIn(company?.time_zone ?? PLATFORM_TIME_ZONE);
  if (asked && asked > today) throw invalidField('as_of', AGING_MESSAGES.asOfFuture);
  return asked ?? today;
}

/**
 * A customer's open invoices on a day and its row of the aging (zeros when nothing is open): the
 * very figures the aging shows for it, so a statement and the aging agree to the cent.
 */
export async function customerOpenInvoices(tx: AppDb, companyId: number, asOf: string, customerId: number) {
  const invoices = (await repo.openInvoicesOn(tx, { companyId, asOf, customerId })).map(toInvoice);
  // Of one customer's invoices, the totals are that customer's row.
  return { invoices, sums: bucketed(asOf, invoices).totals };
}

const CSV_HEADER = ['Customer', ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), 'Total'];

/**
 * Receivables aging (issue 37): every invoice open on a day, in the bucket of its days past due,
 * by customer. Amounts are what Load Accounting bills (rate booked and billed accessorials), so
 * today's totals equal its invoiced and overdue totals to the cent.
 */
export function createReceivablesAgingService(db: AppDb) {
  async function asOfDay(tx: AppDb, companyId: number, asked?: string) {
    return dayAsked(await companyLetterhead(tx, companyId), asked);
  }

  const invoicesOn = (tx: AppDb, companyId: number, asOf: string, customerId?: number) =>
    repo.openInvoicesOn(tx, { companyId, asOf, customerId }).then((rows) => rows.map(toInvoice));

  const report = (ctx: Ctx, q: AgingQuery) =>
    withCompany(db, ctx, async (tx, companyId) => {
      const asOf = await asOfDay(tx, companyId, q.as_of);
      return bucketed(asOf, await invoicesOn(tx, companyId, asOf));
    });

  return {
    report,

    invoices: (ctx: Ctx, q: AgingInvoicesQuery) =>
      withCompany(db, ctx, async (tx, companyId) => {
        const asOf = await asOfDay(tx, companyId, q.as_of);
        const invoices = await invoicesOn(tx, companyId, asOf, q.customer_id);
        return { as_of: asOf, invoices: q.bucket ? invoices.filter((i) => i.bucket === q.bucket) : invoices };
      }),

    /** The report as CSV: a row per customer, then the totals. */
    async csv(ctx: Ctx, q: AgingQuery) {
      const r = await report(ctx, q);
      const cells = (name: string, s: AgingReport['totals']) => [name, ...AGING_BUCKETS.map((b) => s[b]), s.total];
      const rows = [CSV_HEADER, ...r.customers.map((c) => cells(c.customer_name, c)), cells('Total', r.totals)];
      return { asOf: r.as_of, text: `${rows.map(csvRow).join('\r\n')}\r\n` };
    },

    /** The report as a PDF on the company's letterhead. */
    pdf: (ctx: Ctx, q: AgingQuery) =>
      withCompany(db, ctx, async (tx, companyId) => {
        const company = await companyLetterhead(tx, companyId);
        const asOf = dayAsked(company, q.as_of);
        const r = bucketed(asOf, await invoicesOn(tx, companyId, asOf));
        const bytes = await renderAgingPdf(r, company ?? NO_COMPANY);
        return { filename: `receivables-aging-${asOf}.pdf`, bytes };
      }),
  };
}

export type ReceivablesAgingService = ReturnType<typeof createReceivablesAgingService>;
