import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Starts the built API in its own process (so the load generator does not share its event loop)
 * on a fresh embedded database, or on DATABASE_URL when set. Answers its base URL and a stop.
 * With `seedFirst` the demo data is seeded by the seed command in a process of its own (as a
 * deployment would), and the server starts without seeding, so its memory is the API's alone.
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  options: { seedFirst?: boolean } = {},
) {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    // Several benches may run at once: the mail receiver takes any free port, never 2525.
    INBOUND_SMTP_PORT: '0',
    ...extraEnv,
  };
  if (options.seedFirst) {
    execFileSync(process.execPath, ['apps/api/dist/seed-cli.js'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    env.SEED_DEMO = 'false';
  }
  // Started as `npm start` starts it (decision 86). BENCH_NODE_ARGS adds flags to the server alone
  // (`--cpu-prof`, `--heap-prof`, `--trace-gc`, `--require` of a probe), not to the bench or the seed.
  const extraArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const server = spawn(process.execPath, ['--max-semi-space-size=16', ...extraArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT === '1' ? 'inherit' : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Migrating and seeding a new embedded database takes a minute or more on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (server.exitCode !== null) throw new Error('server exited');
    if (Date.now() > deadline) throw new Error(`the server did not answer ${base}/api/health within 5 minutes`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    /** The API process, for its peak memory (/proc/<pid>/status VmHWM). */
    pid: server.pid as number,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a seeded demo user in and answers the access token of the session. */
export async function demoAccessToken(base: string, email = 'manager@acme.test'): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: 'DemoPass123' }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  const { access_token } = (await login.json()) as { access_token: string };
  return access_token;
}
