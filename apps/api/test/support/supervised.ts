import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The output of a process, and a way to wait for a line of it. */
export function watch(child: ChildProcess) {
  let text = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    for (const w of [...waiters]) {
      const m = text.match(w.pattern);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return {
    text: () => text,
    waitFor: (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve) => {
        const m = text.match(pattern);
        if (m) resolve(m);
        else waiters.push({ pattern, resolve });
      }),
  };
}

const root = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * `npm start`'s supervisor (run by tsx) on a free loopback port with its serving processes,
 * answering once it serves: the process, its output and the address to call.
 */
export async function startSupervisor(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/supervisor.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', INBOUND_SMTP_PORT: 'off', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = watch(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const [, port] = await out.waitFor(/TMS is running at http:\/\/localhost:(\d+)/);
  return { child, out, exited, base: `http://127.0.0.1:${port}`, port: Number(port) };
}

/** Resolves true once `check` does, false after `timeoutMs`: polls, never sleeps a fixed time. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}
