import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localStorageRoot } from '../modules/storage/local-storage';
import { type Manifest, readArchive } from './archive';
import { countFiles } from './backup';
import { holdsData, loadEmbedded, openEmbedded } from './embedded';
import { exportEmbedded } from './export-to';
import { firstTable, restorePostgres } from './postgres';
import { refuse } from './refusal';
import type { BackupSettings } from './settings';
import { countsDiffer, type RowCounts } from './tables';

/**
 * Restores a backup into the configured database and data folder. Refuses, before touching
 * anything, a file that is not a sound backup, a PostgreSQL backup for the embedded database, and
 * a target that holds data unless `force`. An embedded backup restores into PostgreSQL as the
 * move that `db:export-to` makes.
 */
export async function restoreBackup(settings: BackupSettings, file: string, force: boolean): Promise<string> {
  mkdirSync(settings.dataDir, { recursive: true });
  const staging = mkdtempSync(join(settings.dataDir, '.restore-'));
  try {
    const manifest = await readArchive(file, staging);
    const url = settings.databaseUrl;
    if (manifest.engine === 'postgres' && !url) {
      refuse('this is a PostgreSQL backup: set DATABASE_URL to the PostgreSQL database to restore it into');
    }
    const occupied = await occupiedBy(settings, manifest, staging);
    if (occupied && !force)
      refuse(`the target is not empty (${occupied}): restore into an empty one, or add --force to replace it`);
    const dump = join(staging, manifest.database.file);
    let counts: RowCounts;
    let expected = manifest.tables;
    if (url && manifest.engine === 'postgres') {
      counts = await restorePostgres(url, dump, force);
    } else if (url) {
      expected = Object.fromEntries(Object.entries(manifest.tables).filter(([t]) => t.startsWith('public.')));
      counts = await moveIntoPostgres(dump, join(staging, 'pgdata'), url);
    } else {
      counts = await replaceEmbedded(dump, join(settings.dataDir, 'pgdata'));
    }
    const difference = countsDiffer(
      expected,
      Object.fromEntries(Object.keys(expected).map((t) => [t, counts[t] ?? 0])),
    );
    if (difference) throw new Error(`the database was restored but does not match the backup: ${difference}`);
    restoreKeys(staging, settings.dataDir, manifest);
    if (manifest.documents.store === 'local') replaceFolder(join(staging, 'files'), localStorageRoot(settings.dataDir));
    const moved = url && manifest.engine === 'pglite' ? ' Moved into PostgreSQL: the job queue starts empty.' : '';
    return summary(manifest, file, settings) + moved;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** What already holds data where the backup would go, said in a few words; undefined when nothing. */
async function occupiedBy(settings: BackupSettings, manifest: Manifest, staging: string) {
  if (settings.databaseUrl) {
    const table = await firstTable(settings.databaseUrl);
    if (table) return `the database has ${table}`;
  } else if (holdsData(join(settings.dataDir, 'pgdata'))) {
    return `${join(settings.dataDir, 'pgdata')} holds a database`;
  }
  if (manifest.documents.store === 'local' && countFiles(localStorageRoot(settings.dataDir)) > 0) {
    return `${localStorageRoot(settings.dataDir)} holds documents`;
  }
  const differing = manifest.keys.find((k) => {
    const current = join(settings.dataDir, k);
    return existsSync(current) && readFileSync(current, 'utf8') !== readFileSync(join(staging, 'keys', k), 'utf8');
  });
  return differing ? `${join(settings.dataDir, differing)} is another key` : undefined;
}

/** The embedded folder replaced whole; the old one comes back if the new one does not load. */
async function replaceEmbedded(tarball: string, pgdata: string): Promise<RowCounts> {
  const previous = `${pgdata}.replaced`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(pgdata)) renameSync(pgdata, previous);
  try {
    const counts = await loadEmbedded(tarball, pgdata);
    rmSync(previous, { recursive: true, force: true });
    return counts;
  } catch (error) {
    rmSync(pgdata, { recursive: true, force: true });
    if (existsSync(previous)) renameSync(previous, pgdata);
    throw error;
  }
}

/** An embedded backup into PostgreSQL: loaded into a scratch folder, then exported. */
async function moveIntoPostgres(tarball: string, scratch: string, url: string): Promise<RowCounts> {
  const source = await openEmbedded(scratch, new Blob([readFileSync(tarball)]));
  try {
    return await exportEmbedded(source, url);
  } finally {
    await source.close();
  }
}

function restoreKeys(staging: string, dataDir: string, manifest: Manifest) {
  for (const k of manifest.keys)
    writeFileSync(join(dataDir, k), readFileSync(join(staging, 'keys', k)), { mode: 0o600 });
}

/** The documents folder becomes the backup's, the old one removed only once the new one is in place. */
function replaceFolder(from: string, to: string) {
  const previous = `${to}.replaced`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(to)) renameSync(to, previous);
  if (existsSync(from)) renameSync(from, to);
  else mkdirSync(to, { recursive: true });
  rmSync(previous, { recursive: true, force: true });
}

function summary(manifest: Manifest, file: string, settings: BackupSettings) {
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const lines = [
    `Restored ${file} (${manifest.engine}, taken ${manifest.created_at}): ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.keys.length} key file(s), ${manifest.documents.files} document(s).`,
  ];
  if (manifest.documents.store === 's3') lines.push('Documents are in the S3 bucket, which this backup does not hold.');
  if (settings.keysFromEnv.length) {
    lines.push(`Set in the environment, these override the restored key files: ${settings.keysFromEnv.join(', ')}.`);
  }
  return lines.join('\n');
}
