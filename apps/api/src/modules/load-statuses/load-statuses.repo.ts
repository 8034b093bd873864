import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { findInCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { loadStatuses } from '../../db/schema';

export type LoadStatusRow = typeof loadStatuses.$inferSelect;
export type LoadStatusValues = Pick<
  typeof loadStatuses.$inferInsert,
  'name' | 'color' | 'description' | 'sort_order' | 'is_active' | 'meaning' | 'stage'
>;
export type LoadStatusFilter = { companyId: number; activeOnly: boolean };

function whereOf(f: LoadStatusFilter): SQL | undefined {
  return and(eq(loadStatuses.company_id, f.companyId), f.activeOnly ? eq(loadStatuses.is_active, true) : undefined);
}

/** Board order: sort_order, then name. */
export function listLoadStatuses(db: AppDb, f: LoadStatusFilter, page: Page) {
  return inPage(
    db
      .select()
      .from(loadStatuses)
      .where(whereOf(f))
      .orderBy(loadStatuses.sort_order, sql`lower(${loadStatuses.name})`, loadStatuses.id)
      .$dynamic(),
    page,
  );
}

/** The company's active statuses in board order, all of them (the load workflow's menus). */
export function activeLoadStatuses(db: AppDb, companyId: number) {
  return db
    .select()
    .from(loadStatuses)
    .where(whereOf({ companyId, activeOnly: true }))
    .orderBy(loadStatuses.sort_order, sql`lower(${loadStatuses.name})`, loadStatuses.id);
}

export async function countLoadStatuses(db: AppDb, f: LoadStatusFilter): Promise<number> {
  return db.$count(loadStatuses, whereOf(f));
}

export async function findLoadStatus(db: AppDb, where: { companyId: number; id: number }) {
  return findInCompany(db, loadStatuses, where);
}

/** Names are unique per company regardless of case (the same rule as the unique index). */
export async function findLoadStatusNamed(db: AppDb, where: { companyId: number; name: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: loadStatuses.id })
    .from(loadStatuses)
    .where(
      and(
        eq(loadStatuses.company_id, where.companyId),
        eq(sql`lower(${loadStatuses.name})`, where.name.toLowerCase()),
        where.exceptId === undefined ? undefined : ne(loadStatuses.id, where.exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** The order after the company's last status (all of them, not one page), in steps of 10, at most `max`. */
export async function nextSortOrder(db: AppDb, where: { companyId: number; max: number }): Promise<number> {
  const [row] = await db
    .select({
      next: sql<number>`least(coalesce(max(${loadStatuses.sort_order}), 0) + 10, ${where.max})`.mapWith(Number),
    })
    .from(loadStatuses)
    .where(eq(loadStatuses.company_id, where.companyId));
  return row?.next ?? 10;
}

export async function insertLoadStatus(
  db: AppDb,
  values: LoadStatusValues & { company_id: number; sort_order: number },
) {
  const [row] = await db.insert(loadStatuses).values(values).returning();
  return row!;
}

/** Inserts several at once; names the company already has are skipped, so re-running is harmless. */
export function insertLoadStatuses(db: AppDb, rows: (LoadStatusValues & { company_id: number })[]) {
  return db.insert(loadStatuses).values(rows).onConflictDoNothing().returning({ id: loadStatuses.id });
}

export async function updateLoadStatus(
  db: AppDb,
  where: { companyId: number; id: number },
  values: Partial<LoadStatusValues>,
) {
  const [row] = await db
    .update(loadStatuses)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(loadStatuses.company_id, where.companyId), eq(loadStatuses.id, where.id)))
    .returning();
  return row;
}

export async function deleteLoadStatus(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .delete(loadStatuses)
    .where(and(eq(loadStatuses.company_id, where.companyId), eq(loadStatuses.id, where.id)))
    .returning({ id: loadStatuses.id, name: loadStatuses.name });
  return row;
}
