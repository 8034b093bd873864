import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { admin } from './support/processes';
import { TEST_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One migrated database per worker, in worker order; empty when the run has no PostgreSQL. */
    databaseUrls: string[];
  }
}

/**
 * With TEST_DATABASE_URL (or DATABASE_URL), migrates one database for this run and copies it for
 * each worker, so files running side by side never see each other's rows or queued jobs. All are
 * dropped afterwards. Without one, each test file uses its own embedded database.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) {
    project.provide('databaseUrls', []);
    return;
  }
  const run = `tms_test_${Date.now()}_${process.pid}`;
  const names = Array.from({ length: TEST_WORKERS }, (_, i) => `${run}_w${i + 1}`);
  const urlOf = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await admin(base, `CREATE DATABASE ${run}`);
  await commitWithoutFlush(base, run);
  const database = openPostgres(urlOf(run), 1);
  await database.migrate();
  await database.close();
  for (const name of names) {
    await createFromTemplate(base, name, run);
    await commitWithoutFlush(base, name);
  }
  await admin(base, `DROP DATABASE ${run} WITH (FORCE)`);
  project.provide('databaseUrls', names.map(urlOf));

  return async () => {
    for (const name of names) await admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

/**
 * A test database need not outlive a crash of the server: its commits return before the WAL is on
 * disk (`synchronous_commit = off`), which made migrating a new database four times as fast here.
 * What the tests read is unchanged: a commit is seen by the next statement as before.
 */
export async function commitWithoutFlush(base: string, name: string) {
  await admin(base, `ALTER DATABASE ${name} SET synchronous_commit = off`);
}

/** The migration's connection may still be closing on the server: copying waits until it has. */
async function createFromTemplate(base: string, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await admin(base, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
