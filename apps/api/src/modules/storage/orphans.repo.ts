import type { AppDb } from '../../db/client';
import { executorOf } from '../../db/raw-sql';

/** The tables with a `storage_key` column: every record that names a stored file (documents, inbound mail, …). */
export async function tablesNamingFiles(tx: AppDb): Promise<string[]> {
  const { rows } = await executorOf(tx)(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'storage_key' order by table_name`,
  );
  return (rows as { table_name: string }[]).map((r) => r.table_name);
}

/** Of `keys`, those that no row of `tables` names. */
export async function keysNamedByNone(tx: AppDb, tables: string[], keys: string[]): Promise<string[]> {
  const unnamed = tables.map((t) => `not exists (select 1 from "${t}" r where r.storage_key = k)`).join(' and ');
  const { rows } = await executorOf(tx)(`select k from jsonb_array_elements_text($1::jsonb) k where ${unnamed}`, [
    JSON.stringify(keys),
  ]);
  return (rows as { k: string }[]).map((r) => r.k);
}
