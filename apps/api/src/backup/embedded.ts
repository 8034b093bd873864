import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { refuse } from './refusal';
import { countRows, lastMigration, type RowCounts } from './tables';

/** Whether a folder holds an embedded database (or anything at all). */
export const holdsData = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Opens the embedded database's folder. Only one process may have it open: the server must be
 * stopped, as PGlite takes no lock that another process would see.
 */
export async function openEmbedded(dir: string, loadDataDir?: Blob) {
  if (!loadDataDir && !holdsData(dir)) refuse(`no embedded database in ${dir}`);
  const client = new PGlite(dir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  return client;
}

export const embeddedQuery = (client: PGlite) => (text: string, values?: unknown[]) => client.query(text, values);

/** The data folder as PGlite's own gzipped tarball, with the row counts read from the same database. */
export async function dumpEmbedded(
  dir: string,
  file: string,
): Promise<{ tables: RowCounts; migration: number | null }> {
  const client = await openEmbedded(dir);
  try {
    const tables = await countRows(embeddedQuery(client));
    const migration = await lastMigration(embeddedQuery(client));
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return { tables, migration };
  } finally {
    await client.close();
  }
}

/** Loads a tarball into an empty folder as the embedded database, and counts what it holds. */
export async function loadEmbedded(file: string, dir: string): Promise<RowCounts> {
  const client = await openEmbedded(dir, new Blob([readFileSync(file)]));
  try {
    return await countRows(embeddedQuery(client));
  } finally {
    await client.close();
  }
}
