import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './support/database-url';
import { buildSignedInCompany, buildUser } from './support/factories';
import { efsMany } from './support/fuel-fixtures';
import { multipartBody, PNG_1PX } from './support/multipart';
import { startSmtpServer } from './support/smtp-server';
import { startSupervisor, until } from './support/supervised';
import { TEST_FUEL_CARD_KEYS, TEST_JWT_SECRET, useTestApp } from './support/test-app';

// This process's app runs no jobs: the serving processes under test must be the ones that take them.
const t = useTestApp({ jobs: { runWorkers: false, pollingIntervalSeconds: 0.5 } });
const url = testDatabaseUrl();
const ROWS = 40_000;

/**
 * A logo upload that sends all but its last bytes now and the rest when told: a slow client whose
 * request is open when the server is told to stop.
 */
function slowUpload(port: number, headers: Record<string, string>) {
  const body = multipartBody(
    { document_type: 'company_logo', category: 'company' },
    { name: 'logo.png', type: 'image/png', data: PNG_1PX },
  );
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/documents/upload',
    headers: { ...headers, ...body.headers, 'content-length': String(body.payload.length) },
  });
  const answer = new Promise<string>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve(`${res.statusCode} ${text}`));
      res.on('error', () => resolve('cut'));
    });
    req.on('error', () => resolve('cut'));
  });
  req.write(body.payload.subarray(0, body.payload.length - 10));
  return { answer, finish: () => req.end(body.payload.subarray(body.payload.length - 10)) };
}

const count = async (sql: string, params: unknown[]) => ((await t.executeSql(sql, params)).rows[0] as { n: number }).n;

/** What remains of a company's logo uploads: rows, and their files in the store. */
async function logosOf(companyId: number, dataDir: string) {
  const rows = (await t.executeSql('select storage_key from documents where company_id = $1', [companyId])).rows as {
    storage_key: string;
  }[];
  const folder = join(dataDir, 'files', 'companies', String(companyId));
  const files = existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String) : [];
  return { rows, files: files.filter((f) => statSync(join(folder, f)).isFile()) };
}

describe.runIf(url)('a process told to stop (SIGTERM)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-shutdown-'));
  const env = (graceMs: number) => ({
    DATABASE_URL: url,
    SERVER_PROCESSES: '1',
    SHUTDOWN_GRACE_MS: String(graceMs),
    LOG_LEVEL: 'error',
    JWT_SECRET: TEST_JWT_SECRET,
    FUEL_CARD_KEY: TEST_FUEL_CARD_KEYS.current,
    FUEL_CARD_HASH_KEY: TEST_FUEL_CARD_KEYS.hashKey,
    DATA_DIR: dataDir,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_RETRY_DELAY_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
    // Every test file signs in and asks resets from one address: this file is not about those limits.
    PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '1000',
  });
  /** A password reset asked of the server: its e-mail is queued as a job, delivered over `smtp`. */
  async function resetMail(base: string, companyId: number) {
    const user = await buildUser(t.db, { companyId });
    const res = await fetch(`${base}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    return async () =>
      (
        (await t.executeSql('select status from email_outbox where to_address = $1', [user.email])).rows[0] as {
          status: string;
        }
      ).status;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the import, the upload and the job it has in hand, refuses new connections and exits 0', async () => {
    const started = Date.now();
    const server = await startSupervisor(env(120_000));
    const accountant = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const manager = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    try {
      const upload = slowUpload(server.port, manager.headers);
      const held = smtp.holdNext();
      const mailStatus = await resetMail(server.base, manager.company.id);
      await held.taking;
      const file = multipartBody({}, { name: 'big.csv', type: 'text/csv', data: efsMany(ROWS, 'S') });
      const importing = fetch(`${server.base}/api/fuel-transactions/upload`, {
        method: 'POST',
        headers: { ...accountant.headers, ...file.headers },
        body: file.payload,
      }).then(async (r) => `${r.status} ${(await r.text()).slice(0, 200)}`);
      // Stopped once the import's rows are going in, inside its transaction.
      const inserting = await until(
        async () =>
          (await count(
            "select count(*)::int as n from pg_stat_activity where state = 'active' and query ilike '%insert into fuel_transactions%'",
            [],
          )) > 0,
        200_000,
      );
      expect(inserting).toBe(true);
      server.child.kill('SIGTERM');
      // The port is closed at once: a load balancer's next connection is refused, not held.
      const refused = await until(
        () =>
          fetch(`${server.base}/api/health`).then(
            () => false,
            () => true,
          ),
        5_000,
      );
      expect(refused).toBe(true);
      upload.finish();
      held.release();
      expect(await importing).toMatch(/^201 /);
      expect(await upload.answer).toMatch(/^201 /);
      expect(await server.exited).toBe(0);

      const company = accountant.company.id;
      expect(await count('select count(*)::int as n from fuel_transactions where company_id = $1', [company])).toBe(
        ROWS,
      );
      const logos = await logosOf(manager.company.id, dataDir);
      expect(logos.rows).toHaveLength(1);
      expect(logos.files).toHaveLength(1);
      expect(statSync(join(dataDir, 'files', logos.rows[0]?.storage_key ?? '')).size).toBe(PNG_1PX.length);
      expect(await mailStatus()).toBe('sent');
      console.log(`shutdown with work in hand: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 400_000);

  it('past its grace period cuts what is open, leaves nothing partial, and its job is run by the next process', async () => {
    const server = await startSupervisor(env(2_000));
    const manager = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    let next: Awaited<ReturnType<typeof startSupervisor>> | undefined;
    try {
      // The upload's connection is handed over before the reset's, which is answered: both are in.
      const upload = slowUpload(server.port, manager.headers);
      const held = smtp.holdNext();
      const mailStatus = await resetMail(server.base, manager.company.id);
      await held.taking;
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      held.release();
      expect(await upload.answer).toBe('cut');
      expect(await logosOf(manager.company.id, dataDir)).toEqual({ rows: [], files: [] });
      // The cut job went back to the queue: the next process delivers it.
      expect(await mailStatus()).not.toBe('sent');
      next = await startSupervisor(env(2_000));
      expect(await until(async () => (await mailStatus()) === 'sent', 60_000)).toBe(true);
    } finally {
      for (const p of [server, next]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    }
  }, 400_000);

  it('answers readiness 503 while draining, so a load balancer sends it nothing new', async () => {
    await t.app.lifecycle.drain();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('Not ready: this process is shutting down');
    expect(res.headers.connection).toBe('close');
  });
});
