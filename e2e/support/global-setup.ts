import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { E2E_PORT } from '../playwright.config';
import { startE2eEldProvider } from './eld-provider';
import { startMailSink } from './mail-sink';

/** Access tokens live this long in end-to-end runs, so tests cross an expiry without waiting long. */
export const E2E_ACCESS_TOKEN_TTL = 10;

/** Demo requests one client address may send per hour in end-to-end runs. */
export const E2E_DEMO_REQUESTS_PER_HOUR = 3;

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url}`);
}

/** True when something answers at `url`. */
async function answers(url: string) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** A loopback port free right now, for a server the app starts itself. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the built app on a fresh database: a new PostgreSQL database when TEST_DATABASE_URL is
 * set, else an embedded one in a temporary folder. Answers the teardown.
 */
export default async function globalSetup() {
  // A server left from an earlier run would answer the health check in this one's place, with
  // another database: the tests would read its rows, and this run's server could not listen.
  if (await answers(`http://127.0.0.1:${E2E_PORT}/api/health`)) {
    throw new Error(`Port ${E2E_PORT} already answers: stop the server on it, or set E2E_PORT`);
  }
  const root = resolve(import.meta.dirname, '../..');
  const base = process.env.TEST_DATABASE_URL;
  // The app delivers e-mail to a local sink; the workers read it from this file (support/demo.ts).
  const mailDir = mkdtempSync(join(tmpdir(), 'tms-e2e-mail-'));
  const mailFile = join(mailDir, 'messages.jsonl');
  writeFileSync(mailFile, '');
  process.env.E2E_MAIL_FILE = mailFile;
  const sink = await startMailSink(mailFile);
  const eldProvider = await startE2eEldProvider();
  // The app's own mail server for rate confirmations (the Load Inbox); the workers send to it.
  const inboundSmtpPort = await freePort();
  process.env.E2E_INBOUND_SMTP_PORT = String(inboundSmtpPort);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL),
    APP_URL: `http://127.0.0.1:${E2E_PORT}`,
    PRINCIPAL_CACHE_MS: '0',
    // Demo requests are limited per client address; tests give each journey its own address
    // (X-Forwarded-For, trusted here) and reach the limit after a few requests.
    DEMO_REQUESTS_PER_HOUR: String(E2E_DEMO_REQUESTS_PER_HOUR),
    TRUST_PROXY: 'true',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    JOBS_POLL_SECONDS: '0.5',
    SAMSARA_API_URL: eldProvider.baseUrl,
    INBOUND_SMTP_PORT: String(inboundSmtpPort),
  };
  let dbName: string | undefined;
  let dataDir: string | undefined;
  if (base) {
    dbName = `tms_e2e_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    // As the API tests' databases: commits need not wait for the disk here (migrating and seeding
    // at start took half the time).
    await admin.query(`ALTER DATABASE ${dbName} SET synchronous_commit = off`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'tms-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }

  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, server);

  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (dbName && base) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await sink.close();
    await eldProvider.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
