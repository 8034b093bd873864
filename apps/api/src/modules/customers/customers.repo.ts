import { and, eq, gte, ilike, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { findInCompany, ofCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { customers } from '../../db/schema';
import { escapeLike, searchIn } from '../../db/search';
import { updateVersioned } from '../../db/versioned';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerValues = Omit<
  typeof customers.$inferInsert,
  'id' | 'company_id' | 'deleted_at' | 'created_by' | 'version' | 'created_at' | 'updated_at'
>;
export type CustomerFilter = {
  companyId: number;
  search?: string;
  hasWarning?: boolean;
  /** active: not deleted (the default view); deleted: only deleted; all: both. */
  deleted: 'active' | 'deleted' | 'all';
};

const byName = [sql`lower(${customers.name})`, customers.id];

/** A company's customers that are not deleted, and whatever else is asked. */
const liveIn = (companyId: number, ...more: (SQL | undefined)[]) =>
  ofCompany(customers, companyId, {}, isNull(customers.deleted_at), ...more);

function whereOf(f: CustomerFilter): SQL | undefined {
  return ofCompany(
    customers,
    f.companyId,
    { has_warning: f.hasWarning },
    f.deleted === 'active' ? isNull(customers.deleted_at) : undefined,
    f.deleted === 'deleted' ? isNotNull(customers.deleted_at) : undefined,
    searchIn(f.search, [customers.name, customers.mc_number, customers.email, customers.city]),
  );
}

export function listCustomers(db: AppDb, f: CustomerFilter, page: Page) {
  return inPage(
    db
      .select()
      .from(customers)
      .where(whereOf(f))
      .orderBy(...byName)
      .$dynamic(),
    page,
  );
}

export async function countCustomers(db: AppDb, f: CustomerFilter): Promise<number> {
  return db.$count(customers, whereOf(f));
}

export async function findCustomer(db: AppDb, where: { companyId: number; id: number }) {
  return findInCompany(db, customers, where);
}

/** Compares digits only, so "MC-812345" finds a customer stored as "812345" (and older data typed with a prefix). */
export async function findCustomerByMcDigits(db: AppDb, where: { companyId: number; digits: string }) {
  const [row] = await db
    .select()
    .from(customers)
    .where(liveIn(where.companyId, eq(sql`regexp_replace(${customers.mc_number}, '[^0-9]', '', 'g')`, where.digits)))
    .orderBy(customers.id)
    .limit(1);
  return row;
}

/** A non-deleted customer holding this MC number, other than `exceptId`. */
export async function findActiveWithMc(db: AppDb, where: { companyId: number; mcNumber: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      liveIn(
        where.companyId,
        eq(customers.mc_number, where.mcNumber),
        where.exceptId === undefined ? undefined : ne(customers.id, where.exceptId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Serialises writes that claim one MC number in one company until the transaction ends, so two
 * concurrent saves cannot both pass the duplicate check (the column has no unique index because
 * deleted customers keep theirs).
 */
export async function lockMcNumber(db: AppDb, where: { companyId: number; mcNumber: string }) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${where.companyId}, hashtext(${`customers.mc:${where.mcNumber}`}))`,
  );
}

export async function insertCustomer(
  db: AppDb,
  values: CustomerValues & { company_id: number; created_by: number | null },
) {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Applies changes and bumps the version; with `version`, only when the stored one still matches. */
export async function updateCustomer(
  db: AppDb,
  where: { companyId: number; id: number; version?: number },
  values: Partial<CustomerValues>,
) {
  const match = liveIn(
    where.companyId,
    eq(customers.id, where.id),
    where.version === undefined ? undefined : eq(customers.version, where.version),
  );
  return updateVersioned(db, customers, match, values);
}

export async function setCustomerDeletedAt(db: AppDb, where: { companyId: number; id: number }, at: Date | null) {
  const match = ofCompany(
    customers,
    where.companyId,
    { id: where.id },
    at ? isNull(customers.deleted_at) : isNotNull(customers.deleted_at),
  );
  return updateVersioned(db, customers, match, { deleted_at: at });
}

export async function customerStats(db: AppDb, where: { companyId: number; since: Date }) {
  const live = isNull(customers.deleted_at);
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      with_warning: sql<number>`count(*) filter (where ${and(live, eq(customers.has_warning, true))})`.mapWith(Number),
      deleted: sql<number>`count(*) filter (where ${isNotNull(customers.deleted_at)})`.mapWith(Number),
      added_last_30_days:
        sql<number>`count(*) filter (where ${and(live, gte(customers.created_at, where.since))})`.mapWith(Number),
    })
    .from(customers)
    .where(eq(customers.company_id, where.companyId));
  return row!;
}

/** Picker search: names starting with the text come first, then other name or MC matches. */
export function quickSearchCustomers(db: AppDb, where: { companyId: number; text: string; limit: number }) {
  const text = escapeLike(where.text);
  return db
    .select({
      id: customers.id,
      name: customers.name,
      mc_number: customers.mc_number,
      city: customers.city,
      state: customers.state,
      has_warning: customers.has_warning,
      warning_note: customers.warning_note,
    })
    .from(customers)
    .where(liveIn(where.companyId, searchIn(where.text, [customers.name, customers.mc_number])))
    .orderBy(sql`${ilike(customers.name, `${text}%`)} desc`, ...byName)
    .limit(where.limit);
}
