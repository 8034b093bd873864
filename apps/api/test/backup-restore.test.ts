import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type RowCounts } from '../src/backup/tables';
import { loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { documents, drivers, fuelCards } from '../src/db/schema';
import { createSsnHasher } from '../src/modules/drivers/ssn-hash';
import { createCardCipher } from '../src/modules/fuel-cards/card-cipher';
import { createLocalStorage, localStorageRoot } from '../src/modules/storage/local-storage';
import { storageKey } from '../src/modules/storage/storage';
import { buildCompany } from './support/factories';

// The backup drill (docs/operations.md): seed, back up, wipe, restore, compare, with the commands
// run as an operator runs them. Its own scratch databases on the test server, dropped after.
const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const root = resolve(import.meta.dirname, '../../..');
const CARD = '7083050012345678';
const SSN = '123456789';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(4096)]);

const run = `tms_backup_${Date.now()}_${process.pid}`;
const urlOf = (name: string) => {
  const url = new URL(base ?? 'postgres://localhost/postgres');
  url.pathname = `/${name}`;
  return url.toString();
};
const work = mkdtempSync(join(tmpdir(), 'tms-backup-'));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** An npm script as an operator types it, in its own process; DATABASE_URL only when given. */
function npmRun(args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const k of ['DATABASE_URL', 'JWT_SECRET', 'SSN_HASH_KEY', 'FUEL_CARD_KEY', 'FUEL_CARD_HASH_KEY', 'S3_BUCKET']) {
    if (!(k in env)) delete childEnv[k];
  }
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn('npm', ['run', '-s', ...args], { cwd: root, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d;
    });
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

/** A company with a driver (SSN hash), a fuel card (sealed number) and a stored document, under the data folder's generated keys. */
async function seed(database: Database, dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir });
  const company = await buildCompany(database.db);
  const ssn = createSsnHasher(config.ssnHashKey);
  await database.db.insert(drivers).values({
    company_id: company.id,
    first_name: 'Ada',
    last_name: 'Drill',
    ssn_hash: ssn.hash(SSN),
    ssn_last4: '6789',
  });
  const cipher = createCardCipher(config.fuelCardKeys);
  const sealed = cipher.seal(company.id, CARD);
  await database.db.insert(fuelCards).values({
    company_id: company.id,
    card_number_encrypted: sealed.encrypted,
    card_key_id: sealed.keyId,
    card_number_hash: cipher.hash(company.id, CARD),
    card_number_last4: CARD.slice(-4),
    card_provider: 'EFS',
  });
  const key = storageKey(company.id, 'drill', 'ratecon.pdf');
  await createLocalStorage(localStorageRoot(dataDir), 'unused').put(key, PDF, 'application/pdf');
  await database.db.insert(documents).values({
    company_id: company.id,
    original_filename: 'ratecon.pdf',
    document_type: 'other',
    category: 'company',
    content_type: 'application/pdf',
    file_size: PDF.length,
    storage_key: key,
  });
}

/** What a restore must bring back: every table's rows, the card number opened and the SSN matched with the data folder's keys, the document's bytes. */
async function observe(database: Database, dataDir: string, onlySchema?: string) {
  const config = loadConfig({ DATA_DIR: dataDir });
  const [card] = await database.db
    .select()
    .from(fuelCards)
    .where(eq(fuelCards.card_number_last4, CARD.slice(-4)));
  const [driver] = await database.db.select().from(drivers).where(eq(drivers.last_name, 'Drill'));
  const [doc] = await database.db.select().from(documents).where(eq(documents.original_filename, 'ratecon.pdf'));
  if (!card || !driver || !doc) throw new Error('the seeded rows are missing');
  const stored = await createLocalStorage(localStorageRoot(dataDir), 'unused').get(doc.storage_key);
  return {
    counts: await countRows(database.executeSql, onlySchema),
    card: createCardCipher(config.fuelCardKeys).open(card.company_id, {
      encrypted: card.card_number_encrypted,
      keyId: card.card_key_id,
    }),
    ssnMatches: driver.ssn_hash === createSsnHasher(config.ssnHashKey).hash(SSN),
    document: (await buffer(stored)).equals(PDF),
  };
}

const publicOnly = (counts: RowCounts) =>
  Object.fromEntries(Object.entries(counts).filter(([t]) => t.startsWith('public.')));

// Each step is a process of its own that loads the app's code, and the embedded database is slow to start.
const SLOW = 180_000;

afterAll(async () => {
  if (base)
    for (const db of ['pg', 'moved', 'restored']) await admin(`DROP DATABASE IF EXISTS ${run}_${db} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!base)('backup and restore drill', () => {
  const url = urlOf(`${run}_pg`);
  const pgDir = join(work, 'pg-data');
  const pgBackup = join(work, 'pg.tar');
  let before: Awaited<ReturnType<typeof observe>>;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${run}_pg`);
    const database = openPostgres(url, 2);
    await database.migrate();
    await seed(database, pgDir);
    before = await observe(database, pgDir);
    await database.close();
  }, SLOW);

  it(
    'backs up PostgreSQL, its keys and documents; restores them into a wiped database and folder',
    async () => {
      const backup = await npmRun(['db:backup', '--', '--out', pgBackup], { DATA_DIR: pgDir, DATABASE_URL: url });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);

      await admin(`DROP DATABASE ${run}_pg WITH (FORCE)`);
      await admin(`CREATE DATABASE ${run}_pg`);
      rmSync(pgDir, { recursive: true });
      const restore = await npmRun(['db:restore', '--', pgBackup], { DATA_DIR: pgDir, DATABASE_URL: url });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      const database = openPostgres(url, 2);
      const after = await observe(database, pgDir).finally(() => database.close());
      expect(after).toEqual(before);
      expect(after).toMatchObject({ card: CARD, ssnMatches: true, document: true });
      expect(Object.keys(after.counts).length).toBeGreaterThan(60);
    },
    SLOW,
  );

  it(
    'refuses, in one line and non-zero, a target that holds data, a missing or corrupt file, and the other engine',
    async () => {
      const env = { DATA_DIR: pgDir, DATABASE_URL: url };
      const cut = join(work, 'cut.tar');
      copyFileSync(pgBackup, cut);
      truncateSync(cut, Math.floor(statSync(pgBackup).size / 2));
      const cases = [
        [['db:restore', '--', pgBackup], env, /target is not empty \(the database has /],
        [['db:restore', '--', join(work, 'none.tar')], env, /no backup file at /],
        [['db:restore', '--', cut, '--force'], env, /is not a readable backup/],
        [['db:restore', '--', pgBackup], { DATA_DIR: join(work, 'embedded-target') }, /this is a PostgreSQL backup/],
      ] as const;
      const results = await Promise.all(cases.map(([args, e]) => npmRun([...args], e)));
      for (const [i, result] of results.entries()) {
        expect(result.code).toBe(1);
        expect(result.stderr.trim().split('\n')).toHaveLength(1);
        expect(result.stderr).toMatch(cases[i]?.[2] ?? /./);
      }
      // The database refused above is untouched.
      const database = openPostgres(url, 2);
      expect((await observe(database, pgDir).finally(() => database.close())).counts).toEqual(before.counts);
    },
    SLOW,
  );

  it(
    'replaces a target that holds data when told to',
    async () => {
      const restore = await npmRun(['db:restore', '--', pgBackup, '--force'], { DATA_DIR: pgDir, DATABASE_URL: url });
      expect(restore.stderr).toBe('');
      const database = openPostgres(url, 2);
      expect(await observe(database, pgDir).finally(() => database.close())).toEqual(before);
    },
    SLOW,
  );
});

describe.skipIf(!base)('embedded database drill', () => {
  const dir = join(work, 'embedded');
  const backupFile = join(work, 'embedded.tar');
  let before: Awaited<ReturnType<typeof observe>>;

  beforeAll(async () => {
    // The embedded database is slow to start: it is seeded once, and opened once more after the restore.
    const database = await openPglite(join(dir, 'pgdata'));
    await database.migrate();
    await seed(database, dir);
    before = await observe(database, dir);
    await database.close();
  }, SLOW);

  it(
    'backs up the embedded database with its keys and documents; restores them into a wiped data folder',
    async () => {
      const backup = await npmRun(['db:backup', '--', '--out', backupFile], { DATA_DIR: dir });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);

      rmSync(dir, { recursive: true });
      const restore = await npmRun(['db:restore', '--', backupFile], { DATA_DIR: dir });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      const database = await openPglite(join(dir, 'pgdata'));
      const after = await observe(database, dir).finally(() => database.close());
      expect(after).toEqual(before);
      expect(after).toMatchObject({ card: CARD, ssnMatches: true, document: true });
    },
    SLOW,
  );

  it(
    'moves the embedded database into an empty PostgreSQL database with db:export-to',
    async () => {
      const url = urlOf(`${run}_moved`);
      await admin(`CREATE DATABASE ${run}_moved`);
      const exported = await npmRun(['db:export-to', '--', url], { DATA_DIR: dir });
      expect(exported.stderr).toBe('');
      expect(exported.code).toBe(0);

      const database = openPostgres(url, 2);
      const moved = await observe(database, dir, 'public').finally(() => database.close());
      expect(moved).toEqual({ ...before, counts: publicOnly(before.counts) });

      const again = await npmRun(['db:export-to', '--', url], { DATA_DIR: dir });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/target database is not empty/);
    },
    SLOW,
  );

  it(
    'restores an embedded backup into an empty PostgreSQL database, as the same move',
    async () => {
      const url = urlOf(`${run}_restored`);
      await admin(`CREATE DATABASE ${run}_restored`);
      // A new server's data folder: the keys and documents come from the backup too.
      const movedDir = join(work, 'moved-data');
      const restore = await npmRun(['db:restore', '--', backupFile], { DATA_DIR: movedDir, DATABASE_URL: url });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const database = openPostgres(url, 2);
      const moved = await observe(database, movedDir, 'public').finally(() => database.close());
      expect(moved).toEqual({ ...before, counts: publicOnly(before.counts) });
    },
    SLOW,
  );
});
