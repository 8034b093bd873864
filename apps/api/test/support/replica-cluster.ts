import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Settings a hot standby must have at least as high as its primary's, or it refuses to start. */
const MATCHED_SETTINGS = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];

export type ReplicaCluster = {
  /** The same database as `primaryUrl`, on the replica. */
  url: string;
  /** A connection to the replica's copy of the database, as superuser. */
  sql(text: string): Promise<Record<string, unknown>[]>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  catchUp(): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica (fast shutdown), leaving its files for `remove`. */
  stop(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  remove(): Promise<void>;
};

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The primary's host-based rules must let 127.0.0.1 connect for replication ("all" does not cover
 * it): added once, and the configuration reloaded, when missing.
 */
async function allowReplication(primaryUrl: string) {
  const rules = await query(
    primaryUrl,
    "select 1 from pg_hba_file_rules where type = 'host' and 'replication' = any(database) and auth_method = 'trust'",
  );
  if (rules.length > 0) return;
  const [hba] = await query(primaryUrl, 'show hba_file');
  const file = String(hba?.hba_file);
  appendFileSync(
    file,
    '\n# streaming replicas of this machine (the API tests)\nhost replication all 127.0.0.1/32 trust\n',
  );
  await query(primaryUrl, 'select pg_reload_conf()');
}

/** Runs a PostgreSQL program as the owner of the replica's files: `postgres` when the tests run as root. */
function asOwner(bin: string, program: string, args: string[]) {
  const path = join(bin, program);
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/**
 * A streaming replica of the local server in a temporary folder, on a free port: a base backup
 * with `-R` (standby.signal and the primary's connection), started, and waited for until it streams.
 */
export async function startReplica(primaryUrl: string): Promise<ReplicaCluster> {
  await allowReplication(primaryUrl);
  const [version] = await query(primaryUrl, "select current_setting('server_version_num')::int / 10000 as major");
  const bin = `/usr/lib/postgresql/${version?.major}/bin`;
  if (!existsSync(join(bin, 'pg_ctl'))) throw new Error(`PostgreSQL's programs are not in ${bin}`);
  const matched = await query(
    primaryUrl,
    `select name, setting from pg_settings where name in (${MATCHED_SETTINGS.map((n) => `'${n}'`).join(', ')})`,
  );
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'tms-replica-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(stdout.trim()));
  }
  const data = join(folder, 'data');
  const primary = new URL(primaryUrl);
  const url = new URL(primaryUrl);
  url.port = String(port);
  const replicaUrl = url.toString();
  const cluster: ReplicaCluster = {
    url: replicaUrl,
    sql: (text) => query(replicaUrl, text),
    async catchUp() {
      const [row] = await query(primaryUrl, 'select pg_current_wal_insert_lsn()::text as lsn');
      await until('the replica replays the primary', async () => {
        const [r] = await query(replicaUrl, `select pg_last_wal_replay_lsn() >= '${row?.lsn}'::pg_lsn as done`);
        return r?.done === true;
      });
    },
    async pauseReplay() {
      await query(replicaUrl, 'select pg_wal_replay_pause()');
      await until('replay pauses', async () => {
        const [r] = await query(replicaUrl, 'select pg_get_wal_replay_pause_state() as state');
        return r?.state === 'paused';
      });
    },
    resumeReplay: async () => {
      await query(replicaUrl, 'select pg_wal_replay_resume()');
    },
    async stop() {
      if (existsSync(join(data, 'postmaster.pid')))
        await asOwner(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async remove() {
      await cluster.stop().catch(() => asOwner(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {}));
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await asOwner(bin, 'pg_basebackup', [
      ...['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres'],
      ...['-D', data, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    // A packaged server keeps its configuration outside the data folder: the replica gets its own.
    const settings = matched.map((s) => `${s.name} = ${s.setting}`);
    writeFileSync(join(data, 'postgresql.conf'), `${[...settings, 'fsync = off', 'hot_standby = on'].join('\n')}\n`);
    writeFileSync(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c cluster_name=tms-replica`;
    await asOwner(bin, 'pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-o', options, '-w', 'start']);
    await until('the replica streams', async () => {
      const [r] = await query(replicaUrl, 'select status from pg_stat_wal_receiver');
      return r?.status === 'streaming';
    });
    return cluster;
  } catch (error) {
    await cluster.remove();
    throw error;
  }
}
