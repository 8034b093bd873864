import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { localStorageRoot } from '../modules/storage/local-storage';
import { type Manifest, sha256Of, writeArchive } from './archive';
import { dumpEmbedded } from './embedded';
import { dumpPostgres } from './postgres';
import { refuse } from './refusal';
import { type BackupSettings, KEY_FILES } from './settings';

/** Counts the files under a folder (the stored documents), following no links. */
export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Takes a backup of the configured database, its generated keys and its local documents into `out`. */
export async function takeBackup(settings: BackupSettings, out: string): Promise<Manifest> {
  const target = resolve(out);
  if (!existsSync(dirname(target))) refuse(`the folder of ${out} does not exist`);
  const staging = mkdtempSync(join(dirname(target), '.backup-'));
  try {
    const engine = settings.databaseUrl ? 'postgres' : 'pglite';
    const file = engine === 'postgres' ? 'database.dump' : 'pgdata.tar.gz';
    const dumped = settings.databaseUrl
      ? await dumpPostgres(settings.databaseUrl, join(staging, file))
      : await dumpEmbedded(join(settings.dataDir, 'pgdata'), join(staging, file));
    const keys = stageKeys(settings.dataDir, join(staging, 'keys'));
    const documents = settings.s3Bucket ? 0 : stageDocuments(settings.dataDir, staging);
    const manifest: Manifest = {
      format: 'tms-backup',
      version: 1,
      engine,
      created_at: new Date().toISOString(),
      migration: dumped.migration,
      database: { file, sha256: await sha256Of(join(staging, file)), bytes: statSync(join(staging, file)).size },
      tables: dumped.tables,
      keys,
      documents: { store: settings.s3Bucket ? 's3' : 'local', files: documents },
    };
    await writeArchive(staging, manifest, target);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Copies the generated key files there are; a key given by its variable is the operator's to keep. */
function stageKeys(dataDir: string, into: string): string[] {
  mkdirSync(into);
  const present = KEY_FILES.map((k) => k.file).filter((f) => existsSync(join(dataDir, f)));
  for (const f of present) copyFileSync(join(dataDir, f), join(into, f));
  return present;
}

/** Links the documents folder into the staging folder; the archive follows the link. */
function stageDocuments(dataDir: string, staging: string): number {
  const root = localStorageRoot(dataDir);
  if (!existsSync(root)) return 0;
  symlinkSync(root, join(staging, 'files'), 'dir');
  return countFiles(root);
}
