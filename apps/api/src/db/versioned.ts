import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';

type VersionedTable = PgTable & { version: PgColumn; updated_at: PgColumn };

/**
 * Applies changes to the row `where` picks, stamping `updated_at` and bumping the `version` that
 * optimistic locking compares (a `where` naming the version the caller read refuses stale writes).
 * Answers the row as written, or undefined when no row matched.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: AppDb,
  table: T,
  where: SQL,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  const changes = { ...values, version: sql`${table.version} + 1`, updated_at: new Date() };
  const [row] = await db
    .update(table as PgTable)
    .set(changes as PgUpdateSetSource<PgTable>)
    .where(where)
    .returning();
  return row as T['$inferSelect'] | undefined;
}
