import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import { refuse } from './refusal';

/**
 * One backup is one tar file (decision 0230): manifest.json, the database (`database.dump`, the
 * custom format of pg_dump, or `pgdata.tar.gz`, the embedded database's data folder), `keys/`
 * (the generated key files) and `files/` (the stored documents of the local store).
 */
export const manifestSchema = z.object({
  format: z.literal('tms-backup'),
  version: z.literal(1),
  engine: z.enum(['postgres', 'pglite']),
  created_at: z.string(),
  /** drizzle's `created_at` of the last migration applied: the schema the dump holds. */
  migration: z.number().nullable(),
  database: z.object({ file: z.enum(['database.dump', 'pgdata.tar.gz']), sha256: z.string(), bytes: z.number() }),
  tables: z.record(z.string(), z.number().int()),
  keys: z.array(z.string()),
  documents: z.object({ store: z.enum(['local', 's3']), files: z.number().int() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes the staged folder as the backup file: under a temporary name first, so a failed run
 * leaves no file that looks like a backup. `files` may be a link to the documents folder: links
 * are followed, so the documents are read in place rather than copied first.
 */
export async function writeArchive(staging: string, manifest: Manifest, out: string) {
  writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const entries = ['manifest.json', manifest.database.file, 'keys', 'files'].filter((e) =>
    existsSync(join(staging, e)),
  );
  const partial = `${out}.partial`;
  await tar.create({ file: partial, cwd: staging, follow: true, portable: true }, entries);
  renameSync(partial, out);
}

/**
 * Unpacks a backup into `into` and answers its manifest, having checked the database file against
 * it: a file that is missing, not a tar, not ours or cut short is refused here, before anything
 * of the target is touched.
 */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  if (!existsSync(file) || !statSync(file).isFile()) refuse(`no backup file at ${file}`);
  mkdirSync(into, { recursive: true });
  await tar
    .extract({ file, cwd: into, strict: true })
    .catch((e: Error) => refuse(`${file} is not a readable backup (${e.message})`));
  const manifestFile = join(into, 'manifest.json');
  if (!existsSync(manifestFile)) refuse(`${file} is not a backup of this application (no manifest.json)`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    refuse(`${file} has a corrupt manifest.json`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    return refuse(`${file} is not a backup this version can read (manifest: ${parsed.error.issues[0]?.message})`);
  const manifest = parsed.data;
  const dump = join(into, manifest.database.file);
  if (!existsSync(dump) || (await sha256Of(dump)) !== manifest.database.sha256) {
    refuse(`${file} is corrupt: its ${manifest.database.file} does not match the manifest's checksum`);
  }
  return manifest;
}
