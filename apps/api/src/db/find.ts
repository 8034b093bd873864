import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';

type CompanyTable = PgTable & { id: PgColumn; company_id: PgColumn };

/**
 * One row of a company's table by its id: undefined when there is none or it is another
 * company's. `lock` holds the row for the transaction (the writes that start from it).
 */
export async function findInCompany<T extends CompanyTable>(
  db: AppDb,
  table: T,
  where: { companyId: number; id: number },
  { lock = false }: { lock?: boolean } = {},
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.company_id, where.companyId), eq(table.id, where.id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}
