import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

/**
 * Runs the app as production does (`npm run serve`: the supervisor holding the port and handing
 * connections to `processes` serving processes) on a new PostgreSQL database made on the server
 * `baseUrl` names, seeded with the demo carrier. Answers the base URL, the serving processes' ids
 * (for their memory) and a stop that also drops the database.
 */
export async function startSupervised(baseUrl: string, port: number, processes: number) {
  const root = resolve(import.meta.dirname, '../..');
  const name = `tms_bench_load_${Date.now()}`;
  await admin(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const supervisor = spawn(process.execPath, ['--max-semi-space-size=16', 'apps/api/dist/supervisor.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      SERVER_PROCESSES: String(processes),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      INBOUND_SMTP_PORT: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The supervisor says when each serving process is ready; the run starts once all are.
  let ready = 0;
  supervisor.stderr.on('data', (chunk: Buffer) => {
    ready += chunk.toString().match(/is ready/g)?.length ?? 0;
    process.stderr.write(chunk);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (ready < processes || !(await healthy(base))) {
    if (supervisor.exitCode !== null) throw new Error(`the supervisor exited with ${supervisor.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${processes} serving processes were not ready within 5 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    pids: () => servingPids(supervisor.pid as number),
    async stop() {
      supervisor.kill('SIGTERM');
      await new Promise((r) => supervisor.once('exit', r));
      await admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function healthy(base: string) {
  try {
    return (await fetch(`${base}/api/health/ready`)).ok;
  } catch {
    return false;
  }
}

/** The supervisor's children (Linux: /proc/<pid>/task/<pid>/children). */
function servingPids(supervisor: number): number[] {
  try {
    const text = readFileSync(`/proc/${supervisor}/task/${supervisor}/children`, 'utf8');
    return text.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Resident memory of a process in MB (/proc/<pid>/status VmRSS); 0 once it is gone. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
