/** Plain SQL on either engine: a PostgreSQL client or the embedded database. */
export type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Row counts by `schema.table`, in name order: what a backup records and a restore must match. */
export type RowCounts = Record<string, number>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (schema: string, table: string) => `${quoted(schema)}.${quoted(table)}`;

/** Every table outside the system schemas (ours, the migrations' record, the job queue's). */
export async function listTables(query: Query, onlySchema?: string) {
  const { rows } = await query(
    `select n.nspname as schema, c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_%' ${onlySchema ? 'and n.nspname = $1' : ''}
     order by 1, 2`,
    onlySchema ? [onlySchema] : [],
  );
  return rows as { schema: string; table: string }[];
}

export async function countRows(query: Query, onlySchema?: string): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const { schema, table } of await listTables(query, onlySchema)) {
    const { rows } = await query(`select count(*)::int as n from ${qualified(schema, table)}`);
    counts[`${schema}.${table}`] = (rows[0] as { n: number }).n;
  }
  return counts;
}

/** The first difference between two sets of counts, said plainly; undefined when they match. */
export function countsDiffer(expected: RowCounts, actual: RowCounts): string | undefined {
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (expected[name] !== actual[name]) {
      return `table ${name} has ${actual[name] ?? 'no'} rows where the backup has ${expected[name] ?? 'none'}`;
    }
  }
  return undefined;
}

/** The last migration applied (drizzle's record), so a backup says which schema it holds. */
export async function lastMigration(query: Query): Promise<number | null> {
  const { rows } = await query(`select max(created_at)::text as at from drizzle.__drizzle_migrations`).catch(() => ({
    rows: [] as unknown[],
  }));
  const at = (rows[0] as { at: string | null } | undefined)?.at;
  return at ? Number(at) : null;
}
