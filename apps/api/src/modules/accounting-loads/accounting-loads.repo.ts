import { type AccountingLoadQuery, INVOICE_STATES, type InvoiceState } from '@tms/domain';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { inRange } from '../../db/range';
import {
  customers,
  drivers,
  factoringSubmissionLoads,
  factoringSubmissions,
  loadAccessorials,
  loadStatuses,
  loads,
} from '../../db/schema';
import { containsPattern } from '../../db/search';
import { deliveredStatus } from '../../db/status-meaning';

export type AccountingFilter = Omit<AccountingLoadQuery, 'skip' | 'limit' | 'sort_by' | 'sort_dir'> & {
  companyId: number;
  /** The company's today: an unpaid invoice due before it is overdue. */
  today: string;
};

/** The invoice state of a load, as the list filters and totals it (decision 0065). */
const stateOf = (today: string) => sql<InvoiceState>`case
  when ${loads.invoice_number} is null then 'not_invoiced'
  when ${loads.paid_date} is not null then 'paid'
  when ${loads.invoice_due_date} < ${today}::date then 'overdue'
  else 'invoiced' end`;

/** The accessorials a load bills its customer (decision 0198): the invoice bills them with the rate booked. */
const accessorialsBilled = sql<string>`(select coalesce(sum(${loadAccessorials.amount}), 0) from ${loadAccessorials}
  where ${loadAccessorials.company_id} = ${loads.company_id} and ${loadAccessorials.load_id} = ${loads.id}
  and ${loadAccessorials.billed_to_customer})`;

/** The schedule of accounts that factored the load's invoice (decision 0222), or null. */
const factoredIn = sql<number | null>`(select ${factoringSubmissions.number} from ${factoringSubmissionLoads}
  join ${factoringSubmissions} on ${factoringSubmissions.id} = ${factoringSubmissionLoads.submission_id}
  where ${factoringSubmissionLoads.company_id} = ${loads.company_id} and ${factoringSubmissionLoads.load_id} = ${loads.id})`;

/** What a load bills, exact numeric: its rate booked plus its billed accessorials. */
const billedTotal = sql`(coalesce(${loads.rate_booked}, 0) + ${accessorialsBilled})`;

/** Delivered loads (a delivered status, or already invoiced) of the company, with every filter but the state. */
function baseWhere(f: AccountingFilter): SQL | undefined {
  const like = containsPattern(f.search);
  return and(
    eq(loads.company_id, f.companyId),
    // A draft is not on the books (decision 0195).
    eq(loads.is_draft, false),
    or(deliveredStatus, isNotNull(loads.invoice_number)),
    f.customer_id ? eq(loads.broker_id, f.customer_id) : undefined,
    inRange(loads.last_delivery_date, f.delivered_from, f.delivered_to),
    like
      ? or(
          ilike(loads.load_number, like),
          ilike(customers.name, like),
          sql`${loads.invoice_number}::text = ${f.search}`,
          ilike(loads.payment_reference, like),
        )
      : undefined,
  );
}

const SORTS = {
  delivery_date: loads.last_delivery_date,
  load_number: sql`lower(${loads.load_number})`,
  customer: sql`lower(${customers.name})`,
  rate_booked: loads.rate_booked,
  billed_total: billedTotal,
  invoice_number: loads.invoice_number,
  due_date: loads.invoice_due_date,
  paid_date: loads.paid_date,
} as const;

/** Loads with what the list shows and filters on: their status, customer and driver. */
function joined<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
    .innerJoin(customers, eq(customers.id, loads.broker_id))
    .leftJoin(drivers, eq(drivers.id, loads.driver_id));
}

export async function listAccountingLoads(
  db: AppDb,
  f: AccountingFilter,
  page: Page & Pick<AccountingLoadQuery, 'sort_by' | 'sort_dir'>,
) {
  const state = stateOf(f.today);
  const direction = page.sort_dir === 'asc' ? asc : desc;
  return inPage(
    joined(
      db
        .select({
          id: loads.id,
          load_number: loads.load_number,
          customer_id: customers.id,
          customer_name: customers.name,
          driver_id: drivers.id,
          driver_first: drivers.first_name,
          driver_last: drivers.last_name,
          delivery_date: loads.last_delivery_date,
          delivery_city: loads.last_delivery_city,
          delivery_state: loads.last_delivery_state,
          rate_booked: loads.rate_booked,
          invoice_number: loads.invoice_number,
          invoice_date: loads.invoice_date,
          invoice_terms: loads.invoice_terms,
          invoice_amount: loads.invoice_amount,
          accessorials_billed: sql<string>`${accessorialsBilled}::numeric(14, 2)::text`,
          due_date: loads.invoice_due_date,
          paid_date: loads.paid_date,
          payment_reference: loads.payment_reference,
          state,
          days_overdue: sql<number | null>`case when ${state} = 'overdue'
          then (${f.today}::date - ${loads.invoice_due_date})::int end`,
          factoring_submission_number: factoredIn,
          version: loads.version,
        })
        .from(loads)
        .$dynamic(),
    )
      .where(and(baseWhere(f), f.state ? sql`${state} = ${f.state}` : undefined))
      .orderBy(sql`${direction(SORTS[page.sort_by])} nulls last`, direction(loads.id)),
    page,
  );
}

export type AccountingRow = Awaited<ReturnType<typeof listAccountingLoads>>[number];

/** Count and exact sum of what the loads bill per state, for the filters without the state. */
export async function totalsByState(db: AppDb, f: AccountingFilter) {
  const state = stateOf(f.today);
  const rows = await joined(
    db
      .select({
        state,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${billedTotal}), 0)::numeric(14, 2)::text`,
      })
      .from(loads)
      .$dynamic(),
  )
    .where(baseWhere(f))
    // By position: the state's text carries a parameter, so a repeated expression would not match.
    .groupBy(sql`1`);
  return Object.fromEntries(
    INVOICE_STATES.map((s) => {
      const row = rows.find((r) => r.state === s);
      return [s, { count: row?.count ?? 0, amount: row?.amount ?? '0.00' }];
    }),
  ) as Record<InvoiceState, { count: number; amount: string }>;
}

/**
 * The invoices open on `asOf` (issued by then, not paid by then), each with its customer, due
 * date and what it bills: Load Accounting's invoiced and overdue loads when `asOf` is today.
 */
export function openInvoicesOn(db: AppDb, where: { companyId: number; asOf: string; customerId?: number }) {
  return db
    .select({
      load_id: loads.id,
      load_number: loads.load_number,
      customer_id: customers.id,
      customer_name: customers.name,
      invoice_number: sql<number>`${loads.invoice_number}`,
      invoice_date: sql<string>`${loads.invoice_date}::text`,
      due_date: sql<string>`${loads.invoice_due_date}::text`,
      days_past_due: sql<number>`(${where.asOf}::date - ${loads.invoice_due_date})::int`,
      amount: sql<string>`${billedTotal}::numeric(14, 2)::text`,
    })
    .from(loads)
    .innerJoin(customers, eq(customers.id, loads.broker_id))
    .where(
      and(
        eq(loads.company_id, where.companyId),
        eq(loads.is_draft, false),
        isNotNull(loads.invoice_number),
        sql`${loads.invoice_date} <= ${where.asOf}::date`,
        or(isNull(loads.paid_date), sql`${loads.paid_date} > ${where.asOf}::date`),
        where.customerId ? eq(loads.broker_id, where.customerId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id), asc(loads.invoice_due_date), asc(loads.id));
}
export type OpenInvoiceRow = Awaited<ReturnType<typeof openInvoicesOn>>[number];
