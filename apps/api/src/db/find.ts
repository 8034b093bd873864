import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';

type CompanyTable = PgTable & { id: PgColumn; company_id: PgColumn };

/** Values of some of a table's columns, by the names its schema gives them. */
export type ColumnValues<T extends PgTable> = { [K in keyof T['$inferSelect']]?: T['$inferSelect'][K] };

/**
 * A company's rows of a table whose columns hold these values, and whatever else is asked:
 * `ofCompany(loadEvents, companyId, { load_id: loadId, id })`. A value left undefined does not
 * narrow (as drizzle's `and` leaves out an undefined condition), so optional filters pass as they are.
 */
export function ofCompany<T extends PgTable & { company_id: PgColumn }>(
  table: T,
  companyId: number,
  values: ColumnValues<T> = {},
  ...more: (SQL | undefined)[]
): SQL {
  const columns = table as unknown as Record<string, PgColumn>;
  const equal = Object.entries(values).map(([name, value]) =>
    value === undefined ? undefined : eq(columns[name]!, value),
  );
  return and(eq(table.company_id, companyId), ...equal, ...more)!;
}

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
    .where(ofCompany(table, where.companyId, { id: where.id }))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}
