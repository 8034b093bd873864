import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openPglite, openPostgres, openReadReplica } from '../../src/db/client';
import { testDatabaseUrl } from './database-url';
import { signInSuperadmin } from './factories';

export const TEST_JWT_SECRET = 'test-signing-key-that-is-long-enough-0123456789';
export const TEST_SSN_HASH_KEY = 'test-ssn-hash-key-that-is-long-enough-0123456789';
export const TEST_FUEL_CARD_KEYS = {
  current: 'test-fuel-card-key-that-is-long-enough-0123456789',
  previous: [],
  hashKey: 'test-fuel-card-hash-key-that-is-long-enough-012345',
};

/** The real app on the run's database: PostgreSQL when the run has one, else an embedded one for this file. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const url = testDatabaseUrl();
  let database: Database;
  if (url) {
    database = openPostgres(url, 4);
    // A file that starts a replica of the run's server reads from it (read-replica.test.ts).
    if (overrides.databaseReadUrl) database = openReadReplica(database, overrides.databaseReadUrl, 4);
  } else {
    database = await openPglite();
    await database.migrate();
  }
  const config = loadConfig(
    {
      ...process.env,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      PRINCIPAL_CACHE_MS: '0',
      JOBS_POLL_SECONDS: '0.5',
      // Test files share one database and sign in from one address: per-address sign-in limits are
      // tested with their own limits (auth-login), not left to count every other file's failures.
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      // On-demand e-mail limits are tested with their own small limits (send-limits).
      REPORT_SEND_NOW_PER_HOUR: '1000',
      STATEMENT_EMAILS_PER_HOUR: '1000',
      DATABASE_URL: url || undefined,
    },
    // The nightly jobs (expiries, trails), the hourly reports and the demo ELD are run by hand in their tests, so test apps schedule none.
    {
      jwtSecret: TEST_JWT_SECRET,
      ssnHashKey: TEST_SSN_HASH_KEY,
      fuelCardKeys: TEST_FUEL_CARD_KEYS,
      expiryScanCron: null,
      analyticsReportsCron: null,
      positions: { fullDays: 90, thinCron: null },
      eldSync: { cron: null, urls: { samsara_eld: 'http://127.0.0.1:9', motive_eld: 'http://127.0.0.1:9' } },
      demoEldCron: null,
      ...overrides,
    },
  );
  const app = await buildApp(config, {
    db: database.db,
    executeSql: database.executeSql,
    notifications: database.notifications,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    executeSql: database.executeSql,
    config,
    engine: database.engine,
    /** The app's own database connections, for a test that takes them away under it. */
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** This file's test app: `const t = useTestApp();` starts it before the file's tests and closes it after them. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(() => t.close());
  return t;
}

/** The headers of a platform superadmin signed in to this file's test app before its tests. */
export function useSuperadmin(t: TestApp): Record<string, string> {
  const headers: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(headers, await signInSuperadmin(t.app, t.db));
  });
  return headers;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(headers, 'POST', url, payload)`: one request to the app as the caller the headers sign in. */
export const callerOf =
  (t: TestApp) => (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
