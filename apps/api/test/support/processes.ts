import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openPostgres } from '../../src/db/client';

const apiRoot = join(import.meta.dirname, '..', '..');

/** Builds dist/ as `npm run build` does (a couple of seconds): a built process starts twice as fast as through tsx. */
export async function buildApi() {
  const child = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: apiRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`the API's build failed (${code})`);
}

/** A port nobody listens on now, for a child process's PORT. */
export const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });

/** Resolves once `check` answers true; polls, never sleeps a fixed time. Throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000, everyMs = 50) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`still waiting after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** An API process (dist/server.js) or a job worker (dist/worker.js), built by `buildApi`, run with `env`. */
export function startProcess(entry: 'server' | 'worker', env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [join(apiRoot, 'dist', `${entry}.js`)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const take = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    child,
    output: () => output,
    /** Waits for a line of its output; fails at once if the process exits first. */
    async printed(pattern: RegExp, timeoutMs = 120_000) {
      // What it printed says why, when it never prints the line.
      const waited = until(
        `${entry} to print ${pattern}`,
        async () => {
          if (child.exitCode !== null) throw new Error(`${entry} exited ${child.exitCode}:\n${output}`);
          return pattern.test(output);
        },
        timeoutMs,
        100,
      );
      await waited.catch((error: Error) => {
        throw new Error(`${error.message}; it printed:\n${output}`);
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export type StartedProcess = ReturnType<typeof startProcess>;

/** Runs one statement on the server of `base` as its own connection (creating and dropping databases). */
export async function admin(base: string, statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of its own on the server of `base` (TEST_DATABASE_URL), for processes that
 * must see only this file's rows and queued jobs; `drop` removes it with any connection left.
 */
export async function scratchDatabase(base: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  await admin(base, `CREATE DATABASE ${name}`);
  const database: Database = openPostgres(url.toString(), 4);
  await database.migrate();
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
