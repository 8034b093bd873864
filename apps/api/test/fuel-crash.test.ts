import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './support/database-url';
import { buildSignedInCompany } from './support/factories';
import { efsMany } from './support/fuel-fixtures';
import { multipartBody } from './support/multipart';
import { watch } from './support/supervised';
import { TEST_FUEL_CARD_KEYS, TEST_JWT_SECRET, useTestApp } from './support/test-app';

const t = useTestApp();

/** Resolves when `check` answers true; polls the database, never sleeps a fixed time. */
async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('an API process killed in the middle of an import', () => {
  const url = testDatabaseUrl();
  it.runIf(url)('leaves no partial batch and no rows after a restart', { timeout: 550_000 }, async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, '../src/server.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          // A free port of the system's choosing: the banner names it.
          PORT: '0',
          HOST: '127.0.0.1',
          INBOUND_SMTP_PORT: 'off',
          SEED_DEMO: 'false',
          RUN_JOBS: 'false',
          LOG_LEVEL: 'silent',
          JWT_SECRET: TEST_JWT_SECRET,
          FUEL_CARD_KEY: TEST_FUEL_CARD_KEYS.current,
          FUEL_CARD_HASH_KEY: TEST_FUEL_CARD_KEYS.hashKey,
          DATA_DIR: resolve(import.meta.dirname, '../../../node_modules/.cache/fuel-crash'),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((done) => child.once('exit', done));
    try {
      const [, port] = await watch(child).waitFor(/TMS is running at http:\/\/localhost:(\d+)/);
      expect(Number(port)).toBeGreaterThan(0);
      const ready = await until(async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
        } catch {
          return false;
        }
      }, 200_000);
      expect(ready).toBe(true);
      const body = multipartBody({}, { name: 'big.csv', type: 'text/csv', data: efsMany(100_000, 'K') });
      const posting = fetch(`http://127.0.0.1:${port}/api/fuel-transactions/upload`, {
        method: 'POST',
        headers: { ...headers, ...body.headers },
        body: body.payload,
      })
        .then(async (r) => `answered ${r.status}: ${(await r.text()).slice(0, 200)}`)
        .catch(() => 'killed');
      let answered: string | undefined;
      void posting.then((v) => {
        answered = v;
      });
      // Kill once the insert is running inside the import's transaction.
      const inserting = await until(async () => {
        if (answered) return true;
        const r = await t.executeSql(
          "select count(*)::int as n from pg_stat_activity where pid <> pg_backend_pid() and state = 'active' and query ilike '%insert into fuel_transactions%'",
          [],
        );
        return (r.rows[0] as { n: number }).n > 0;
      }, 200_000);
      expect(answered).toBeUndefined();
      expect(inserting).toBe(true);
      child.kill('SIGKILL');
      await exited;
      expect(await posting).toBe('killed');
      // PostgreSQL ends the dead connection's transaction: nothing of it remains.
      await until(async () => {
        const r = await t.executeSql(
          "select count(*)::int as n from pg_stat_activity where pid <> pg_backend_pid() and query ilike '%insert into fuel_transactions%' and state <> 'idle'",
          [],
        );
        return (r.rows[0] as { n: number }).n === 0;
      }, 30_000);
      const list = await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/', headers });
      expect(list.json().total).toBe(0);
      const batches = await t.app.inject({ method: 'GET', url: '/api/fuel-transactions/batches', headers });
      expect(batches.json().total).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
