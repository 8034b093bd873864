import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { fullNameOrNull } from '../../db/names';
import { accountingExportLoads, accountingExports, customers, loadAccessorials, loads, users } from '../../db/schema';

type Range = { companyId: number; from: string; to: string };

/** The accessorials a load bills its customer, exact (decision 0198). */
const billedAccessorials = sql`(select coalesce(sum(${loadAccessorials.amount}), 0) from ${loadAccessorials}
  where ${loadAccessorials.company_id} = ${loads.company_id} and ${loadAccessorials.load_id} = ${loads.id}
  and ${loadAccessorials.billed_to_customer})`;

/** The company's invoices issued between two days, by number. */
export function invoicesIssued(db: AppDb, r: Range) {
  return db
    .select({
      load_id: loads.id,
      load_number: loads.load_number,
      invoice_number: sql<number>`${loads.invoice_number}`,
      invoice_date: sql<string>`${loads.invoice_date}::text`,
      due_date: sql<string | null>`${loads.invoice_due_date}::text`,
      terms: loads.invoice_terms,
      customer_id: customers.id,
      customer_name: customers.name,
      rate_booked: sql<string>`coalesce(${loads.rate_booked}, 0)::numeric(14, 2)::text`,
      from_city: loads.first_pickup_city,
      from_state: loads.first_pickup_state,
      to_city: loads.last_delivery_city,
      to_state: loads.last_delivery_state,
    })
    .from(loads)
    .innerJoin(customers, eq(customers.id, loads.broker_id))
    .where(
      and(
        eq(loads.company_id, r.companyId),
        eq(loads.is_draft, false),
        isNotNull(loads.invoice_number),
        sql`${loads.invoice_date} between ${r.from}::date and ${r.to}::date`,
      ),
    )
    .orderBy(asc(loads.invoice_number));
}
export type IssuedInvoiceRow = Awaited<ReturnType<typeof invoicesIssued>>[number];

/** The billed accessorials of some loads, in the order they were added. */
export function billedAccessorialsOf(db: AppDb, where: { companyId: number; loadIds: readonly number[] }) {
  if (!where.loadIds.length) return Promise.resolve([]);
  return db
    .select({
      load_id: loadAccessorials.load_id,
      kind: loadAccessorials.kind,
      description: loadAccessorials.description,
      amount: sql<string>`${loadAccessorials.amount}::text`,
    })
    .from(loadAccessorials)
    .where(
      and(
        eq(loadAccessorials.company_id, where.companyId),
        inArray(loadAccessorials.load_id, [...where.loadIds]),
        eq(loadAccessorials.billed_to_customer, true),
      ),
    )
    .orderBy(asc(loadAccessorials.load_id), asc(loadAccessorials.id));
}

/** The payments recorded between two days: each paid invoice with what it billed. */
export function paymentsReceived(db: AppDb, r: Range) {
  return db
    .select({
      load_id: loads.id,
      load_number: loads.load_number,
      invoice_number: sql<number>`${loads.invoice_number}`,
      paid_date: sql<string>`${loads.paid_date}::text`,
      reference: loads.payment_reference,
      customer_id: customers.id,
      customer_name: customers.name,
      amount: sql<string>`(coalesce(${loads.rate_booked}, 0) + ${billedAccessorials})::numeric(14, 2)::text`,
    })
    .from(loads)
    .innerJoin(customers, eq(customers.id, loads.broker_id))
    .where(
      and(
        eq(loads.company_id, r.companyId),
        isNotNull(loads.invoice_number),
        sql`${loads.paid_date} between ${r.from}::date and ${r.to}::date`,
      ),
    )
    .orderBy(asc(loads.paid_date), asc(loads.invoice_number));
}
export type PaymentRow = Awaited<ReturnType<typeof paymentsReceived>>[number];

/** How many of the loads an earlier export of this kind already held. */
export async function countExportedBefore(
  db: AppDb,
  where: { companyId: number; kind: string; loadIds: readonly number[] },
) {
  if (!where.loadIds.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${accountingExportLoads.load_id})::int` })
    .from(accountingExportLoads)
    .where(
      and(
        eq(accountingExportLoads.company_id, where.companyId),
        eq(accountingExportLoads.kind, where.kind),
        inArray(accountingExportLoads.load_id, [...where.loadIds]),
      ),
    );
  return row?.n ?? 0;
}

export async function insertExport(
  db: AppDb,
  values: typeof accountingExports.$inferInsert & { loadIds: readonly number[] },
) {
  const { loadIds, ...row } = values;
  const [made] = await db.insert(accountingExports).values(row).returning();
  if (loadIds.length)
    await db
      .insert(accountingExportLoads)
      .values(loadIds.map((load_id) => ({ company_id: row.company_id, export_id: made!.id, load_id, kind: row.kind })));
  return made!;
}

/** The company's exports, newest first. */
export function listExports(db: AppDb, where: { companyId: number; limit: number }) {
  return db
    .select({ export: accountingExports, created_by_name: fullNameOrNull(users.name, users.last_name) })
    .from(accountingExports)
    .leftJoin(users, eq(users.id, accountingExports.created_by))
    .where(eq(accountingExports.company_id, where.companyId))
    .orderBy(desc(accountingExports.created_at), desc(accountingExports.id))
    .limit(where.limit);
}
