import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import {
  drizzle as drizzlePg,
  NodePgSession,
  type NodePgSessionOptions,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications';
import { withReadReplica } from './read-replica';
import * as schema from './schema';
import { type WriteScope, writePositionsOf } from './write-positions';

export type Schema = typeof schema;
/** One type for the database and for a transaction, on either engine. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Plain SQL with $n parameters, for a library that brings its own SQL (the job queue): it shares our connections. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: AppDb;
  engine: 'postgres' | 'pglite';
  executeSql: SqlExecutor;
  /** LISTEN/NOTIFY, for what every process must hear at once (sessions ended, decision 0229). */
  notifications: Notifications;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** The committed SQL migrations; found from the source tree and from the bundled server alike. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), resolve(here, '../src/db/migrations')];
  const found = candidates.find((c) => existsSync(join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

/**
 * Opens a company's transaction on a database: begins it with the tenant settings in one round
 * trip. A read-only one is answered without waiting for its commit (decision 0103).
 */
export type TenantTransactionOpener = <T>(
  companyId: number,
  work: (tx: AppDb) => Promise<T>,
  access?: TenantAccess,
) => Promise<T>;
export type TenantAccess = 'read write' | 'read only';
const tenantOpeners = new WeakMap<AppDb, TenantTransactionOpener>();

/** The one-round-trip opener of a PostgreSQL pool's database, if `db` is one (see `withTenant`). */
export const tenantOpenerOf = (db: AppDb) => tenantOpeners.get(db);

const connections = new WeakMap<AppDb, pg.PoolClient>();

/**
 * The PostgreSQL connection under a tenant transaction, for what only the wire protocol offers
 * (COPY FROM STDIN); undefined on the embedded database, whose callers keep a plain SQL path.
 */
export const postgresConnectionOf = (tx: AppDb): pg.PoolClient | undefined => connections.get(tx);

/**
 * `BEGIN` and the transaction's settings sent as one simple-protocol message (two statements),
 * where a drizzle transaction sends `BEGIN` alone first: one round trip less on every tenant and
 * platform call (decision 0067). The transaction handed to `work` is drizzle's own node-postgres
 * transaction on the checked-out connection, so nested transactions still become savepoints.
 */
function settingOpener(pool: pg.Pool, db: AppDb) {
  // drizzle keeps these on the database object; the transaction class takes them as they are.
  const { dialect, session } = db as unknown as {
    dialect: PgDialect;
    session: { schema: ConstructorParameters<typeof NodePgTransaction>[2]; options: NodePgSessionOptions };
  };
  return async <T>(
    settings: string,
    work: (tx: AppDb) => Promise<T>,
    access: TenantAccess = 'read write',
    scope: WriteScope = 'platform',
  ) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, session.schema, session.options),
      session.schema,
    ) as unknown as AppDb;
    connections.set(tx, client);
    try {
      await client.query(`begin ${access}; ${settings}`);
      const result = await work(tx);
      if (access === 'read only') {
        // A read-only transaction has nothing its commit could lose, so its answer does not wait
        // for it; the connection goes back to the pool only once the commit is through.
        void client.query('commit').then(
          () => client.release(),
          (e: Error) => client.release(e),
        );
        return result;
      }
      await commitNotingPosition(client, db, scope);
      client.release();
      return result;
    } catch (error) {
      // A connection that cannot even roll back is dropped from the pool, not reused.
      const broken = await client.query('rollback').then(
        () => undefined,
        (e: Error) => e,
      );
      client.release(broken);
      throw error;
    }
  };
}

/**
 * Commits; where the database has a read replica, asks in the same message whether the
 * transaction wrote (it has a transaction id only then) and where the WAL stood after the commit,
 * so the scope's next replica reads wait until the replica has replayed it (decision 0232). The
 * insert position, not the write position: it is past the commit record even when commits do not
 * wait for the WAL to be flushed.
 */
async function commitNotingPosition(client: pg.PoolClient, db: AppDb, scope: WriteScope) {
  const positions = writePositionsOf(db);
  if (!positions) {
    await client.query('commit');
    return;
  }
  const results = (await client.query(
    'select pg_current_xact_id_if_assigned() is not null as wrote; commit; select pg_current_wal_insert_lsn()::text as lsn',
  )) as unknown as pg.QueryResult[];
  const wrote = results[0]?.rows[0]?.wrote === true;
  const lsn = results[2]?.rows[0]?.lsn;
  if (wrote && typeof lsn === 'string') positions.note(scope, lsn);
}

/** The settings of platform-wide work: tenant policies let it through (decision 0140). */
export const PLATFORM_SETTINGS = "select set_config('app.platform', 'on', true)";

/** Opens platform-wide transactions on a database, as `TenantTransactionOpener` does a company's. */
export type PlatformTransactionOpener = <T>(work: (tx: AppDb) => Promise<T>) => Promise<T>;
const platformOpeners = new WeakMap<AppDb, PlatformTransactionOpener>();

/** The one-round-trip platform opener of a PostgreSQL pool's database, if `db` is one (see `withSystem`). */
export const platformOpenerOf = (db: AppDb) => platformOpeners.get(db);

/** A pool's connections in use, idle and waited for: what the metrics report of it. */
export type PoolUse = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
const pools = new WeakMap<AppDb, PoolUse>();

/** The connection pool under a PostgreSQL database; undefined on the embedded one, which has a single in-process connection. */
export const poolUseOf = (db: AppDb): PoolUse | undefined => pools.get(db);

/**
 * `options`: further pool settings, and what to do when an idle connection breaks (else the pool's
 * error event is unheard and ends the process): the read replica's (decision 0232).
 */
export function openPostgres(
  url: string,
  max = 10,
  options: pg.PoolConfig & { onIdleError?: (error: Error) => void } = {},
): Database {
  const { onIdleError, ...more } = options;
  const pool = new pg.Pool({ connectionString: url, max, ...more });
  if (onIdleError) pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDb;
  pools.set(db, pool);
  const open = settingOpener(pool, db);
  tenantOpeners.set(db, (companyId, work, access) => {
    if (!Number.isSafeInteger(companyId)) throw new Error(`Invalid company id ${companyId}`);
    const settings = `select set_config('app.company_id', '${companyId}', true), set_config('role', 'tms_app', true)`;
    return open(settings, work, access, companyId);
  });
  platformOpeners.set(db, (work) => open(PLATFORM_SETTINGS, work));
  return {
    db,
    engine: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    notifications: postgresNotifications(url),
    migrate: () => migrateAsPlatform(url),
    close: () => pool.end(),
  };
}

/**
 * Migrations run on a connection of their own whose work is platform-wide, so a data migration
 * sees every company's rows when the owner running it is not a superuser (decision 0140).
 */
async function migrateAsPlatform(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c app.platform=on' });
  try {
    await migratePg(drizzlePg({ client: pool }) as never, { migrationsFolder: migrationsFolder() });
  } finally {
    await pool.end();
  }
}

/** The embedded database: a real PostgreSQL compiled to WebAssembly, kept in a folder (or in memory). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    db,
    engine: 'pglite',
    // Statements without parameters may come several at once (the queue's own migrations and its
    // lock-then-select calls): answer the rows of every statement, as the PostgreSQL driver does.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : { rows: (await client.exec(text)).flatMap((r) => r.rows) },
    notifications: pgliteNotifications(client),
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/**
 * The app's database: PostgreSQL at `databaseUrl`, with the read replica at `databaseReadUrl` when
 * one is set (decision 0232); else the embedded one, which has no replica.
 */
export async function openDatabase(config: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (!config.databaseUrl) return openPglite(join(config.dataDir, 'pgdata'));
  const primary = openPostgres(config.databaseUrl);
  return config.databaseReadUrl ? openReadReplica(primary, config.databaseReadUrl) : primary;
}

/**
 * The primary with its read replica at `url` (decision 0232). The replica's connections say who
 * they are (`tms-read` in pg_stat_activity), give up connecting after 2 s, and a broken idle one
 * is only dropped: the next read finds the replica down and goes to the primary.
 */
export function openReadReplica(primary: Database, url: string, max = 10): Database {
  const replica = openPostgres(url, max, {
    application_name: 'tms-read',
    connectionTimeoutMillis: 2000,
    onIdleError: () => undefined,
  });
  return withReadReplica(primary, replica);
}

/**
 * Why row-level security does not guard this connection, if it does not: PostgreSQL lets a
 * superuser or a BYPASSRLS role past every policy, so a query that forgot its company's filter
 * would not be stopped (decision 0140). The embedded database has only its superuser and no
 * other client, so it is not warned about.
 */
export async function rowSecurityBypass(database: Pick<Database, 'engine' | 'executeSql'>) {
  if (database.engine !== 'postgres') return undefined;
  const { rows } = await database.executeSql(
    'select rolname as name, rolsuper as superuser, rolbypassrls as bypass from pg_roles where rolname = current_user',
  );
  const role = rows[0] as { name: string; superuser: boolean; bypass: boolean } | undefined;
  if (!role || (!role.superuser && !role.bypass)) return undefined;
  return (
    `The database role "${role.name}" ${role.superuser ? 'is a superuser' : 'has BYPASSRLS'}: row-level security ` +
    'does not apply to it, so the database does not stop a query that misses its company filter. ' +
    'Connect as a role that is neither (see "Database roles" in docs/operations.md).'
  );
}
