import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * With TEST_DATABASE_URL (or DATABASE_URL), creates a fresh, migrated PostgreSQL database for this
 * run and drops it afterwards. Without one, each test file uses its own embedded database.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) {
    project.provide('databaseUrl', '');
    return;
  }
  const name = `tms_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 1);
  await database.migrate();
  await database.close();
  project.provide('databaseUrl', url.toString());

  return async () => {
    const drop = new pg.Client({ connectionString: base });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  };
}
