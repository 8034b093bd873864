import {
  type AccountingLoad,
  type AccountingLoadQuery,
  csvRow,
  dayIn,
  fromCents,
  INVOICE_STATE_LABELS,
  invoiceOutdated,
  type LoadPayment,
  ACCOUNTING_LOAD_MESSAGES as M,
  toCents,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { companyLetterhead } from '../companies/companies.service';
import { loadForPayment, type Payment, recordPayment } from '../loads/load-payments.service';
import * as repo from './accounting-loads.repo';

/** The most rows one CSV export writes: a year of a large carrier's loads. */
export const EXPORT_LIMIT = 50_000;

/** The rate booked plus the accessorials billed, exact; null when the load bills nothing yet. */
function billedTotal(r: { rate_booked: string | null; accessorials_billed: string }): string | null {
  const accessorials = toCents(r.accessorials_billed);
  if (r.rate_booked === null && accessorials === 0n) return null;
  return fromCents(toCents(r.rate_booked ?? '0') + accessorials);
}

const toItem = (r: repo.AccountingRow): AccountingLoad => ({
  id: r.id,
  load_number: r.load_number,
  customer: { id: r.customer_id, name: r.customer_name },
  driver:
    r.driver_id === null ? null : { id: r.driver_id, name: `${r.driver_first ?? ''} ${r.driver_last ?? ''}`.trim() },
  delivery_date: r.delivery_date,
  delivery_place: [r.delivery_city, r.delivery_state].filter(Boolean).join(', ') || null,
  rate_booked: r.rate_booked,
  accessorials_billed: r.accessorials_billed,
  billed_total: billedTotal(r),
  invoice_number: r.invoice_number,
  invoice_date: r.invoice_date,
  invoice_terms: r.invoice_terms,
  invoice_amount: r.invoice_amount,
  // The invoice bills the billed accessorials too (decision 0198): it is outdated against both.
  invoice_outdated: invoiceOutdated({ ...r, billed_total: r.accessorials_billed }),
  due_date: r.due_date,
  paid_date: r.paid_date,
  payment_reference: r.payment_reference,
  state: r.state,
  days_overdue: r.days_overdue,
  factoring_submission_number: r.factoring_submission_number,
  version: r.version,
});

const CSV_HEADER = [
  'Load number',
  'Customer',
  'Driver',
  'Delivered',
  'Delivered at',
  'Rate booked',
  'Accessorials billed',
  'Total billed',
  'Invoice number',
  'Invoice date',
  'Terms',
  'Due date',
  'State',
  'Days overdue',
  'Paid date',
  'Payment reference',
];

/** Delivered loads with their invoice state, and the payments recorded against them (accounting loads). */
export function createAccountingLoadsService(db: AppDb) {
  /** The company's today, which decides what is overdue. */
  async function today(tx: AppDb, companyId: number) {
    const company = await companyLetterhead(tx, companyId);
    return dayIn(company?.time_zone ?? 'UTC');
  }

  function filterOf(companyId: number, day: string, q: AccountingLoadQuery): repo.AccountingFilter {
    const { skip: _s, limit: _l, sort_by: _b, sort_dir: _d, ...filters } = q;
    return { ...filters, companyId, today: day };
  }

  async function setPayment(ctx: Ctx, id: number, payment: Payment | null) {
    return withCompany(db, ctx, async (tx, companyId) => {
      const load = await loadForPayment(tx, companyId, id);
      if (!payment && load.paid_date === null) throw new AppError(409, M.notPaid);
      if (payment) {
        if (load.invoice_number === null || load.invoice_date === null) throw new AppError(409, M.notInvoiced);
        if (payment.paid_date < load.invoice_date) throw invalidField('paid_date', M.paidBeforeInvoice);
        if (payment.paid_date > (await today(tx, companyId))) throw invalidField('paid_date', M.paidInFuture);
      }
      // The loads area writes the load, so the payment is in the load's history (decision 0175).
      const after = await recordPayment(tx, ctx, companyId, load, payment);
      return { message: payment ? M.paid : M.unpaid, version: after.version };
    });
  }

  return {
    list(ctx: Ctx, q: AccountingLoadQuery) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const f = filterOf(companyId, await today(tx, companyId), q);
        const rows = await repo.listAccountingLoads(tx, f, q);
        const totals = await repo.totalsByState(tx, f);
        const total = f.state ? totals[f.state].count : Object.values(totals).reduce((n, t) => n + t.count, 0);
        return { loads: rows.map(toItem), total, totals };
      });
    },

    /** The filtered rows as CSV (every page, up to the export limit), for the books or a factoring company. */
    csv(ctx: Ctx, q: AccountingLoadQuery) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const f = filterOf(companyId, await today(tx, companyId), q);
        const rows = await repo.listAccountingLoads(tx, f, { ...q, skip: 0, limit: EXPORT_LIMIT });
        const lines = rows
          .map(toItem)
          .map((l) =>
            csvRow([
              l.load_number,
              l.customer.name,
              l.driver?.name,
              l.delivery_date,
              l.delivery_place,
              l.rate_booked,
              l.accessorials_billed,
              l.billed_total,
              l.invoice_number,
              l.invoice_date,
              l.invoice_terms,
              l.due_date,
              INVOICE_STATE_LABELS[l.state],
              l.days_overdue,
              l.paid_date,
              l.payment_reference,
            ]),
          );
        return `${[csvRow(CSV_HEADER), ...lines].join('\r\n')}\r\n`;
      });
    },

    pay: (ctx: Ctx, id: number, payment: LoadPayment & Payment) => setPayment(ctx, id, payment),
    unpay: (ctx: Ctx, id: number) => setPayment(ctx, id, null),
  };
}

export type AccountingLoadsService = ReturnType<typeof createAccountingLoadsService>;
