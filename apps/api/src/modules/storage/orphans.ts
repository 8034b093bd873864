import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import * as repo from './orphans.repo';
import type { Storage } from './storage';

/**
 * A file is kept under its key a moment before the transaction that writes its row commits: a
 * process killed in between (SIGKILL, a lost machine) leaves a file no record names. Files of
 * companies last written more than `olderThanMs` ago that no `storage_key` column names are
 * deleted; younger ones may belong to a transaction still running.
 */
export async function sweepOrphanFiles(db: AppDb, storage: Storage, olderThanMs: number, now = Date.now()) {
  const tables = await withSystem(db, repo.tablesNamingFiles);
  // A role that cannot see the documents table would see every file as an orphan.
  if (!tables.includes('documents')) throw new Error('the tables that name stored files cannot be read');
  let removed = 0;
  for await (const keys of storage.listOlder('companies/', olderThanMs, now)) {
    const orphans = await withSystem(db, (tx) => repo.keysNamedByNone(tx, tables, keys));
    for (const key of orphans) await storage.delete(key);
    removed += orphans.length;
  }
  return removed;
}
