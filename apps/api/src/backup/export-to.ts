import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openPostgres } from '../db/client';
import { firstTable } from './postgres';
import { refuse } from './refusal';
import { countRows, countsDiffer, listTables, type Query, qualified, type RowCounts } from './tables';

const BATCH = 500;

/**
 * Moves the embedded database into an empty PostgreSQL database (decision 0230): the target gets
 * the committed migrations, then every table of ours is copied row for row in one transaction,
 * parents before children, and the sequences are set where the source's stand. The job queue's
 * tables are not copied: the queue makes them on start and schedules its recurring jobs again.
 */
export async function exportEmbedded(source: PGlite, url: string): Promise<RowCounts> {
  const existing = await firstTable(url);
  if (existing) refuse(`the target database is not empty (it has ${existing}): export into a new, empty database`);
  // Both sides at this version's schema: the source may be a backup taken before an upgrade.
  await migrate(drizzle({ client: source }), { migrationsFolder: migrationsFolder() });
  const target = openPostgres(url, 1);
  await target.migrate().finally(() => target.close());
  const from: Query = (text, values) => source.query(text, values);
  const order = await parentsFirst(from);
  const client = new pg.Client({ connectionString: url, options: '-c app.platform=on' });
  await client.connect();
  try {
    await client.query('begin');
    // Rows the migrations themselves wrote are replaced by the source's own.
    for (const table of [...order].reverse()) await client.query(`delete from ${qualified('public', table)}`);
    for (const table of order) await copyTable(from, client, table);
    await copySequences(from, client);
    await client.query('commit');
    const expected = await countRows(from, 'public');
    const actual = await countRows((t, v) => client.query(t, v as unknown[]), 'public');
    const difference = countsDiffer(expected, actual);
    if (difference) throw new Error(`the copy does not match: ${difference}`);
    return actual;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Our tables in an order where each comes after the tables its foreign keys point at. */
async function parentsFirst(query: Query): Promise<string[]> {
  const tables = (await listTables(query, 'public')).map((t) => t.table);
  const { rows } = await query(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of rows as { child: string; parent: string }[]) parents.get(r.child)?.add(r.parent);
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    for (const parent of parents.get(table) ?? []) place(parent, [...path, table]);
    placed.add(table);
    order.push(table);
  };
  for (const table of tables) place(table, []);
  return order;
}

/**
 * One table, in batches read in physical order: each row as JSON, turned back into the table's
 * row type by the target itself, so every column type converts as PostgreSQL defines it.
 */
async function copyTable(from: Query, to: pg.Client, table: string) {
  const { rows: columns } = await from(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const list = (columns as { name: string }[]).map((c) => `"${c.name.replaceAll('"', '""')}"`).join(', ');
  const name = qualified('public', table);
  let after = '(0,0)';
  for (;;) {
    const { rows } = await from(
      `select ctid::text as at, to_json(t)::text as row from ${name} t where ctid > $1::tid order by ctid limit ${BATCH}`,
      [after],
    );
    const batch = rows as { at: string; row: string }[];
    if (batch.length === 0) return;
    await to.query(
      `insert into ${name} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${name}, $1::json)`,
      [`[${batch.map((r) => r.row).join(',')}]`],
    );
    after = batch.at(-1)?.at ?? after;
  }
}

/** Each sequence of ours continues where the source's stands, so new ids do not collide. */
async function copySequences(from: Query, to: pg.Client) {
  const { rows } = await from(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value from pg_sequences
     where schemaname = 'public' and last_value is not null`,
  );
  for (const s of rows as { name: string; value: string }[]) {
    await to.query('select setval($1::regclass, $2::bigint, true)', [s.name, s.value]);
  }
}
