import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchEscapes, trackRequests } from '../src/plugins/request-lifecycle';
import { testDatabaseUrl } from './support/database-url';
import { sendMail } from './support/inbound-mail';
import { watch } from './support/supervised';

const root = join(import.meta.dirname, '..', '..', '..');

describe('the supervisor that npm start and npm run serve run', () => {
  let supervisor: ChildProcess;
  let out: ReturnType<typeof watch>;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-supervisor-'));

  beforeAll(async () => {
    const databaseUrl = testDatabaseUrl();
    supervisor = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/supervisor.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        INBOUND_SMTP_PORT: '0',
        INBOUND_SMTP_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        DATABASE_URL: databaseUrl || '',
        ...(databaseUrl ? {} : { DATABASE_URL: undefined }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    out = watch(supervisor);
    const [, port] = await out.waitFor(/TMS is running at http:\/\/localhost:(\d+)/);
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    if (supervisor.exitCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve));
      supervisor.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('replaces a serving process that dies, on the same port, and the request sent meanwhile is answered', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const [, pid] = await out.waitFor(/serving process (\d+) started/);
    process.kill(Number(pid), 'SIGKILL');
    // Sent while no process serves: the supervisor holds it until the replacement is ready.
    const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(90_000) });
    expect(health.status).toBe(200);
    expect(out.text()).toContain(`serving process ${pid} was killed by SIGKILL; starting another`);
  }, 120_000);

  it("hands the mail receiver's connections to a serving process, which refuses an unknown recipient", async () => {
    const [, smtpPort] = await out.waitFor(/SMTP on port (\d+)/);
    const error = await sendMail(Number(smtpPort), { to: 'nobody@tms.test' }).catch(
      (e: { responseCode?: number }) => e,
    );
    expect(error).toMatchObject({ responseCode: 550 });
  }, 60_000);

  it('stops its serving processes and itself on SIGTERM', async () => {
    const exited = new Promise((resolve) => supervisor.once('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 60_000);
});

describe('an error that escapes a request', () => {
  const events = ['uncaughtException', 'unhandledRejection'] as const;
  // Both events take the same listener shape here; the cast picks one overload for the pair.
  const saved = events.map((e) => [e as 'uncaughtException', process.listeners(e as 'uncaughtException')] as const);

  afterAll(() => {
    for (const [e, listeners] of saved) {
      process.removeAllListeners(e);
      for (const l of listeners) process.on(e, l);
    }
  });

  it('is logged with the request id and fails that request only', async () => {
    // The runner's own handlers would count these escapes as failures of the run: set them aside here.
    for (const e of events) process.removeAllListeners(e);
    const lines: { reqId?: string; msg: string; err?: { message: string } }[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      genReqId: () => `req-${lines.length}-${Math.random().toString(36).slice(2, 8)}`,
    });
    trackRequests(app);
    const fatal: unknown[] = [];
    catchEscapes(app.log, (e) => fatal.push(e));
    app.get('/thrown', () => {
      setImmediate(() => {
        throw new Error('thrown outside the handler');
      });
      return new Promise(() => undefined);
    });
    app.get('/rejected', () => {
      setImmediate(() => void Promise.reject(new Error('rejected unawaited')));
      return new Promise(() => undefined);
    });
    app.get('/fine', async () => ({ ok: true }));

    const thrown = await app.inject({ method: 'GET', url: '/thrown' });
    expect([thrown.statusCode, thrown.json()]).toEqual([500, { detail: 'Internal server error' }]);
    const rejected = await app.inject({ method: 'GET', url: '/rejected' });
    expect([rejected.statusCode, rejected.json()]).toEqual([500, { detail: 'Internal server error' }]);
    expect((await app.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(200);

    expect(lines.map((l) => [l.reqId, l.err?.message])).toEqual([
      [thrown.headers['request-id'] ?? lines[0]?.reqId, 'thrown outside the handler'],
      [rejected.headers['request-id'] ?? lines[1]?.reqId, 'rejected unawaited'],
    ]);
    expect(lines.every((l) => typeof l.reqId === 'string' && l.reqId.startsWith('req-'))).toBe(true);
    // Only the thrown error retires the process; the rejection leaves it serving.
    expect(fatal).toHaveLength(1);
    await app.close();
  });
});
