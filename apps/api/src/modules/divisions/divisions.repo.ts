import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { findInCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { divisions } from '../../db/schema';

export type DivisionRow = typeof divisions.$inferSelect;
export type DivisionValues = Pick<typeof divisions.$inferInsert, 'name' | 'code' | 'description' | 'is_active'>;
export type DivisionFilter = { companyId: number; activeOnly: boolean };

function whereOf(f: DivisionFilter): SQL | undefined {
  return and(eq(divisions.company_id, f.companyId), f.activeOnly ? eq(divisions.is_active, true) : undefined);
}

export function listDivisions(db: AppDb, f: DivisionFilter, page: Page) {
  return inPage(
    db.select().from(divisions).where(whereOf(f)).orderBy(sql`lower(${divisions.name})`, divisions.id).$dynamic(),
    page,
  );
}

export async function countDivisions(db: AppDb, f: DivisionFilter): Promise<number> {
  return db.$count(divisions, whereOf(f));
}

export async function findDivision(db: AppDb, where: { companyId: number; id: number }) {
  return findInCompany(db, divisions, where);
}

/** Names are unique per company regardless of case (the same rule as the unique index). */
export async function findDivisionNamed(db: AppDb, where: { companyId: number; name: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        eq(divisions.company_id, where.companyId),
        eq(sql`lower(${divisions.name})`, where.name.toLowerCase()),
        where.exceptId === undefined ? undefined : ne(divisions.id, where.exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDivision(db: AppDb, values: DivisionValues & { company_id: number }) {
  const [row] = await db.insert(divisions).values(values).returning();
  return row!;
}

export async function updateDivision(
  db: AppDb,
  where: { companyId: number; id: number },
  values: Partial<DivisionValues>,
) {
  const [row] = await db
    .update(divisions)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(divisions.company_id, where.companyId), eq(divisions.id, where.id)))
    .returning();
  return row;
}
