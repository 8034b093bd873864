import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { companies, customers, divisions, documents, users } from '../../db/schema';
import { searchIn } from '../../db/search';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyFilter = { activeOnly: boolean; search?: string };

function whereOf(f: CompanyFilter): SQL | undefined {
  return and(
    f.activeOnly ? eq(companies.active, true) : undefined,
    searchIn(f.search, [companies.name, companies.alias, companies.mc_number, companies.dot_number]),
  );
}

// Written out with aliases: in a one-table select the query builder leaves columns unqualified,
// which inside a subquery would bind "id" to users.id.
const userCount = sql<number>`(select count(*) from "users" as "u" where "u"."company_id" = "companies"."id")`.mapWith(
  Number,
);

export function listCompanies(db: AppDb, f: CompanyFilter, page: Page) {
  return inPage(
    db
      .select({ company: companies, user_count: userCount })
      .from(companies)
      .where(whereOf(f))
      .orderBy(sql`lower(${companies.name})`, desc(companies.id))
      .$dynamic(),
    page,
  );
}

export async function countCompanies(db: AppDb, f: CompanyFilter) {
  return db.$count(companies, whereOf(f));
}

export async function findCompany(db: AppDb, id: number) {
  const [row] = await db
    .select({ company: companies, user_count: userCount })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

/** The company's own columns, without the counts. */
export async function findCompanyRow(db: AppDb, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function insertCompany(db: AppDb, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(db: AppDb, id: number, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updated_at: new Date() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  return row;
}

export async function deleteCompany(db: AppDb, id: number) {
  const [row] = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  return row;
}

export async function aliasTaken(db: AppDb, alias: string, exceptId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(
      and(
        eq(sql`lower(${companies.alias})`, alias.toLowerCase()),
        exceptId ? sql`${companies.id} <> ${exceptId}` : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** What a company holds, to decide whether deleting it needs force. */
export async function companyCounts(db: AppDb, id: number) {
  const n = async (table: typeof users | typeof customers | typeof documents | typeof divisions, where?: SQL) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.company_id, id), where));
    return row?.n ?? 0;
  };
  return {
    user_count: await n(users),
    active_user_count: await n(users, eq(users.is_active, true)),
    customer_count: await n(customers),
    document_count: await n(documents),
    division_count: await n(divisions),
  };
}

export async function storageKeysOf(db: AppDb, companyId: number) {
  const rows = await db
    .select({ key: documents.storage_key })
    .from(documents)
    .where(eq(documents.company_id, companyId));
  return rows.map((r) => r.key);
}
