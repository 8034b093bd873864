import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { AppDb } from '../client';

/**
 * Inserts many rows in one statement that takes them as a single JSON parameter, which the
 * database unpacks (`json_populate_recordset`): thousands of rows cost one parameter instead of
 * one per value, which keeps the first start's seeding fast on the embedded database too. The
 * columns are those any row gives, and a row leaving one out has it null (not its default: give
 * every row the not-null columns it sets); the ids come back in the rows' order.
 */
/** `insert into table (columns) select columns from json_populate_recordset(...)`, the columns being those any row gives. */
function insertFromJson<T extends Table>(table: T, rows: readonly T['$inferInsert'][]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((k) => columns[k]);
  const names = sql.raw(keys.map((k) => `"${columns[k]!.name}"`).join(', '));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(keys.map((k) => [columns[k]!.name, (row as Record<string, unknown>)[k] ?? null])),
    ),
  );
  const name = sql.raw(`"${getTableName(table)}"`);
  return sql`insert into ${name} (${names})
      select ${names} from json_populate_recordset(null::${name}, ${json}::json) with ordinality as r
      order by r.ordinality`;
}

export async function bulkInsert<T extends Table>(
  tx: AppDb,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const result = await tx.execute(sql`${insertFromJson(table, rows)} returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** `bulkInsert` for tables without a row number (positions): rows already there are left as they are. */
export async function bulkInsertKeyless<T extends Table>(tx: AppDb, table: T, rows: readonly T['$inferInsert'][]) {
  if (rows.length === 0) return;
  await tx.execute(sql`${insertFromJson(table, rows)} on conflict do nothing`);
}
