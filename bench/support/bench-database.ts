import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../apps/api/src/db/client';

/**
 * A fresh database for a bench: on the PostgreSQL server `BENCH_DATABASE_URL` names (made here and
 * dropped by `drop`, after the bench closes it), else the embedded database.
 */
export async function openBenchDatabase(poolSize = 10): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) {
    const database = await openPglite();
    return { database, drop: async () => undefined };
  }
  const name = `tms_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), poolSize);
  return {
    database,
    /** Run after `database.close()`. */
    drop: async () => {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
