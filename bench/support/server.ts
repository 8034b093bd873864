import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Starts the built API in its own process (so the load generator does not share its event loop)
 * on a fresh embedded database, or on DATABASE_URL when set. Answers its base URL and a stop.
 */
export async function startServer(port: number, extraEnv: Record<string, string> = {}) {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (server.exitCode !== null) throw new Error('server exited');
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
