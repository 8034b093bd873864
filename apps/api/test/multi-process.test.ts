import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDaysToDay, DEFAULT_TIME_ZONE, dayIn, type TokenAnswer } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { AppDb } from '../src/db/client';
import {
  analyticsReportSubscriptions,
  companies,
  drivers,
  emailOutbox,
  expiryDigestSubscriptions,
} from '../src/db/schema';
import { ANALYTICS_REPORTS_JOB } from '../src/modules/analytics-reports/analytics-reports.service';
import { EXPIRY_SCAN_JOB } from '../src/modules/expiries/expiries.service';
import { buildCompany, buildUser, PASSWORD } from './support/factories';
import { efs16, fuelLine } from './support/fuel-fixtures';
import { multipartBody, PNG_1PX } from './support/multipart';
import { buildApi, freePort, type StartedProcess, scratchDatabase, startProcess, until } from './support/processes';
import { startS3Server } from './support/s3-server';
import { TEST_FUEL_CARD_KEYS, TEST_JWT_SECRET, TEST_SSN_HASH_KEY } from './support/test-app';

/**
 * Two API processes (RUN_JOBS=false) and two job workers, real children on one database and one S3
 * store, as docs/operations.md describes a scaled-out deployment: what one process writes or
 * counts, the others see.
 */
const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const MAX_FAILURES = 4;
const RESETS_PER_ADDRESS = 3;
const DEMO_REQUESTS_PER_HOUR = 3;

type Headers = Record<string, string>;
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDir: string;
const processes: StartedProcess[] = [];
const api: string[] = [];
let db: AppDb;

/** The address of a manager subscribed to a daily report and the expiry digest before the workers started. */
let subscriber: string;

async function call(url: string, init: { method?: string; headers?: Headers; body?: unknown } = {}) {
  const { body, ...rest } = init;
  const json = body !== undefined && !(body instanceof Uint8Array);
  const res = await fetch(url, {
    ...rest,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as Uint8Array),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

const login = (at: string, email: string, password = PASSWORD) =>
  call(`${at}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new TextEncoder().encode(new URLSearchParams({ username: email, password }).toString()),
  });

async function signIn(at: string, email: string): Promise<Headers> {
  const res = await login(at, email);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return { authorization: `Bearer ${(res.json() as TokenAnswer).access_token}` };
}

/** A company with a manager signed in through `at`. */
async function companyWithManager(at: string) {
  const company = await buildCompany(db);
  const user = await buildUser(db, { companyId: company.id, roles: ['MANAGER'] });
  return { company, email: user.email, headers: await signIn(at, user.email) };
}

/**
 * A manager subscribed to the daily report and the expiry digest, in a company whose time zone
 * puts it at noon now (past the reports' 06:00) with a driver's CDL expiring in 5 days.
 */
async function subscribedManager() {
  const offset = 12 - new Date().getUTCHours();
  const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const company = await buildCompany(db);
  await db.update(companies).set({ time_zone: zone }).where(eq(companies.id, company.id));
  const user = await buildUser(db, { companyId: company.id, roles: ['MANAGER'] });
  const cdl_expiry = addDaysToDay(dayIn(DEFAULT_TIME_ZONE), 5);
  await db.insert(drivers).values({ company_id: company.id, first_name: 'Eve', last_name: 'Expiring', cdl_expiry });
  await db.insert(expiryDigestSubscriptions).values({ company_id: company.id, user_id: user.id });
  await db
    .insert(analyticsReportSubscriptions)
    .values({ company_id: company.id, user_id: user.id, frequency: 'daily' });
  return user.email;
}

/** The two scheduled jobs of the check, every minute: each worker's scheduler has an occurrence due as soon as it starts. */
const SCHEDULED = [ANALYTICS_REPORTS_JOB, EXPIRY_SCAN_JOB];
const EVERY_MINUTE = '* * * * *';

/**
 * The schedules the workers write at start, written before them as on any database they have run
 * on before: a worker's first pass of the scheduler comes as it starts, so on a new database it
 * finds none and the occurrence waits 30 s for the next pass. (The API processes made the queues.)
 */
async function scheduleAsBefore(url: string, names: string[]) {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', schedule: false, supervise: false });
  await boss.start();
  for (const name of names) await boss.schedule(name, EVERY_MINUTE, null, { tz: 'UTC' });
  await boss.stop();
}

const mailsTo = async (to: string, kind: string) =>
  (await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to))).filter((m) => m.kind === kind);

beforeAll(async () => {
  if (!base) return;
  [scratch, s3] = await Promise.all([scratchDatabase(base, 'tms_multi'), startS3Server(), buildApi()]);
  db = scratch.database.db;
  dataDir = mkdtempSync(join(tmpdir(), 'tms-multi-'));
  const env = {
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    MIGRATE_ON_START: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    INBOUND_SMTP_PORT: 'off',
    JWT_SECRET: TEST_JWT_SECRET,
    SSN_HASH_KEY: TEST_SSN_HASH_KEY,
    FUEL_CARD_KEY: TEST_FUEL_CARD_KEYS.current,
    FUEL_CARD_HASH_KEY: TEST_FUEL_CARD_KEYS.hashKey,
    S3_BUCKET: s3.settings.bucket,
    S3_REGION: s3.settings.region,
    S3_ENDPOINT: s3.settings.endpoint ?? '',
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
    // A session ended elsewhere is seen once this process's few-seconds record of it lapses.
    PRINCIPAL_CACHE_MS: '1000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES),
    PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: String(RESETS_PER_ADDRESS),
    DEMO_REQUESTS_PER_HOUR: String(DEMO_REQUESTS_PER_HOUR),
    JOBS_POLL_SECONDS: '0.5',
    EXPIRY_SCAN_CRON: EVERY_MINUTE,
    ANALYTICS_REPORTS_CRON: EVERY_MINUTE,
    ELD_SYNC_CRON: 'off',
    DEMO_ELD_CRON: 'off',
    POSITIONS_THIN_CRON: 'off',
  };
  // The subscriptions exist before the workers start, so every run of the jobs mails this manager.
  subscriber = await subscribedManager();
  const ports = [await freePort(), await freePort()];
  const servers = ports.map((port) => startProcess('server', { ...env, PORT: String(port), RUN_JOBS: 'false' }));
  processes.push(...servers);
  api.push(...ports.map((port) => `http://127.0.0.1:${port}`));
  await Promise.all(servers.map((p) => p.printed(/TMS is running at/)));
  await scheduleAsBefore(scratch.url, SCHEDULED);
  // Two workers from the start: both write the schedules, run the scheduler's passes and take jobs.
  const workers = [startProcess('worker', env), startProcess('worker', env)];
  processes.push(...workers);
  await Promise.all(workers.map((p) => p.printed(/TMS job worker is running/)));
}, 240_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await scratch?.drop();
  await s3?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(base)('two API processes and two job workers on one database', { concurrent: true }, () => {
  it('refuses on one process, within 2 seconds, a session ended on the other', async ({ expect }) => {
    const { email } = await companyWithManager(api[0]!);
    const headers = await signIn(api[0]!, email);
    // The second process has read the session, and may keep it for a moment.
    expect((await call(`${api[1]}/api/auth/me`, { headers })).status).toBe(200);
    const ended = await call(`${api[0]}/api/auth/logout`, { method: 'POST', headers, body: {} });
    expect(ended.status, ended.text).toBe(204);
    await until(
      'the other process to refuse the ended session',
      async () => (await call(`${api[1]}/api/auth/me`, { headers })).status === 401,
      2_000,
    );
    expect((await call(`${api[0]}/api/auth/me`, { headers })).status).toBe(401);
  });

  it('counts failed sign-ins across both processes: the account locks after the limit split between them', async ({
    expect,
  }) => {
    const { email } = await companyWithManager(api[0]!);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await login(api[i % 2]!, email, 'wrong-password')).status).toBe(401);
    }
    // The next guess is refused on either process without being checked, even the right password.
    expect((await login(api[0]!, email, 'wrong-password')).status).toBe(429);
    expect((await login(api[1]!, email)).status).toBe(429);
  });

  it('counts password reset requests per address across both processes', async ({ expect }) => {
    const statuses: number[] = [];
    for (let i = 0; i <= RESETS_PER_ADDRESS; i++) {
      const res = await call(`${api[i % 2]}/api/auth/password-reset`, {
        method: 'POST',
        body: { email: `nobody${i}@example.test` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(RESETS_PER_ADDRESS).fill(200), 429]);
  });

  it('counts the requests of a rate-limited route across both processes (demo requests per address)', async ({
    expect,
  }) => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEMO_REQUESTS_PER_HOUR; i++) {
      const res = await call(`${api[i % 2]}/api/demo-requests/`, {
        method: 'POST',
        body: { name: `Visitor ${i}`, email: `visitor${i}@example.test`, company: 'Visiting Freight' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(DEMO_REQUESTS_PER_HOUR).fill(201), 429]);
  });

  it('sends a scheduled report and an expiry digest once per occurrence with two workers', async ({ expect }) => {
    await until(
      'the report and the digest',
      async () =>
        (await mailsTo(subscriber, 'analytics_report')).length > 0 &&
        (await mailsTo(subscriber, 'expiry_digest')).length > 0,
      90_000,
      200,
    );
    await until(
      'both queues to drain',
      async () => {
        const r = await scratch.database.executeSql(
          `select count(*)::int as n from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
          [SCHEDULED],
        );
        return (r.rows[0] as { n: number }).n === 0;
      },
      30_000,
    );
    const runs = await scratch.database.executeSql(
      `select name, date_trunc('minute', created_on) as minute, count(*)::int as n
         from pgboss.job where name = any($1) and state = 'completed' group by 1, 2`,
      [SCHEDULED],
    );
    const rows = runs.rows as { name: string; n: number }[];
    // One job per occurrence (minute), though both workers schedule them.
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const digests = await mailsTo(subscriber, 'expiry_digest');
    expect(digests).toHaveLength(rows.filter((r) => r.name === EXPIRY_SCAN_JOB).length);
    // The daily report goes once per day, however many runs there were.
    expect(await mailsTo(subscriber, 'analytics_report')).toHaveLength(1);
  });

  it('shows an import made through one process on the other', async ({ expect }) => {
    const { headers } = await companyWithManager(api[0]!);
    const form = multipartBody({}, { name: 'efs.csv', type: 'text/csv', data: efs16([fuelLine()]) });
    const imported = await call(`${api[0]}/api/fuel-transactions/upload`, {
      method: 'POST',
      headers: { ...headers, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(imported.status, imported.text).toBe(201);
    const batchId = imported.json().id;
    const seen = await call(`${api[1]}/api/fuel-transactions/batches/${batchId}`, { headers });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json()).toMatchObject({ id: batchId });
    const list = await call(`${api[1]}/api/fuel-transactions/`, { headers });
    expect(list.json().total).toBe(1);
  });

  it('serves a document stored through one process from the other (S3)', async ({ expect }) => {
    const { headers } = await companyWithManager(api[0]!);
    const form = multipartBody(
      { document_type: 'company_logo', category: 'company' },
      { name: 'logo.png', type: 'image/png', data: PNG_1PX },
    );
    const stored = await call(`${api[0]}/api/documents/upload`, {
      method: 'POST',
      headers: { ...headers, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(stored.status, stored.text).toBe(201);
    const id = stored.json().document.id;
    const link = await call(`${api[1]}/api/documents/${id}/presigned-url`, { headers });
    expect(link.status, link.text).toBe(200);
    expect(link.json().url.startsWith(s3.settings.endpoint)).toBe(true);
    const file = await fetch(link.json().url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });
});
