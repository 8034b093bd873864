import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { refuse } from './refusal';
import { countRows, lastMigration, type Query, type RowCounts } from './tables';

const VERSIONED = '/usr/lib/postgresql';

/**
 * pg_dump or pg_restore of the newest PostgreSQL client installed (Debian keeps each version
 * under its own folder), else the one on PATH. Its version must be at least the server's:
 * pg_dump refuses an older one itself, naming both versions.
 */
export function clientBinary(name: 'pg_dump' | 'pg_restore'): string {
  const versions = existsSync(VERSIONED)
    ? readdirSync(VERSIONED)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(VERSIONED, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(VERSIONED, versions[0], 'bin', name) : name;
}

/** Runs a client program; its first line of complaint becomes the failure's one line. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(e.code === 'ENOENT' ? `${program} is not installed (install the PostgreSQL client)` : e.message),
      ),
    );
    child.on('exit', (code) => {
      const reason = stderr.split('\n').find((l) => l.trim()) ?? `exit code ${code}`;
      if (code === 0) resolve();
      else reject(new Error(`${program}: ${reason}`));
    });
  });
}

/** A connection whose work sees every company's rows under the tables' policies (decision 0140). */
async function platformClient(url: string) {
  const client = new pg.Client({ connectionString: url, options: '-c app.platform=on' });
  await client.connect();
  const query: Query = (text, values) => client.query(text, values as unknown[]);
  return { client, query };
}

/**
 * Dumps the database in pg_dump's custom format, and counts its rows in the very snapshot the
 * dump reads, so the counts are those of the dump even while the server writes.
 */
export async function dumpPostgres(
  url: string,
  file: string,
): Promise<{ tables: RowCounts; migration: number | null }> {
  const { client, query } = await platformClient(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await countRows(query);
    const migration = await lastMigration(query);
    // Row security on, with the platform setting: the schema owner may dump without BYPASSRLS.
    await run(
      clientBinary('pg_dump'),
      ['--format=custom', `--snapshot=${rows[0]?.id}`, '--enable-row-security', `--file=${file}`, `--dbname=${url}`],
      {
        PGOPTIONS: '-c app.platform=on',
      },
    );
    await client.query('commit');
    return { tables, migration };
  } finally {
    await client.end();
  }
}

/** What of a PostgreSQL database makes it a target that is not empty: its first table, if any. */
export async function firstTable(url: string): Promise<string | undefined> {
  const { client } = await platformClient(url);
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%' limit 1`,
    );
    return rows[0]?.name;
  } finally {
    await client.end();
  }
}

/**
 * Restores a custom-format dump in one transaction, stopping at the first error. The tables force
 * row security, so loading them takes a role past it (a superuser, or BYPASSRLS).
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<RowCounts> {
  const { client, query } = await platformClient(url);
  try {
    const { rows } = await client.query<{ name: string; ok: boolean }>(
      'select rolname as name, rolsuper or rolbypassrls as ok from pg_roles where rolname = current_user',
    );
    if (!rows[0]?.ok) {
      refuse(
        `the role "${rows[0]?.name}" can not load tables that force row security: restore as a superuser or a BYPASSRLS role`,
      );
    }
    const args = ['--exit-on-error', '--single-transaction', `--dbname=${url}`];
    if (replace) args.push('--clean', '--if-exists');
    await run(clientBinary('pg_restore'), [...args, file]);
    return await countRows(query);
  } finally {
    await client.end();
  }
}
