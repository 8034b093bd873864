import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import { requireCompany, type Scope } from '../lib/scope';
import { type AppDb, PLATFORM_SETTINGS, platformOpenerOf, type TenantAccess, tenantOpenerOf } from './client';
import { readReplicaOf } from './read-replica';

/**
 * Runs work for one company in a transaction as the non-bypassing role `tms_app`, with the
 * company set for row-level security. This is the only way request code reaches tenant data.
 */
export function withTenant<T>(
  db: AppDb,
  companyId: number,
  work: (tx: AppDb) => Promise<T>,
  access: TenantAccess = 'read write',
): Promise<T> {
  // On a PostgreSQL pool: BEGIN and the settings below in one round trip (decision 0067).
  const open = tenantOpenerOf(db);
  if (open) return open(companyId, work, access);
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('app.company_id', ${String(companyId)}, true), set_config('role', 'tms_app', true)`,
      );
      return work(tx as unknown as AppDb);
    },
    { accessMode: access },
  );
}

/**
 * `withTenant` for work that only reads: PostgreSQL refuses any write in it, and on a pool its
 * answer does not wait for the commit (decision 0103).
 */
export function readTenant<T>(db: AppDb, companyId: number, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return withTenant(db, companyId, work, 'read only');
}

/**
 * Platform-wide work (sign-in before the company is known, superadmin screens): no tenant filter.
 * It says so to the database (`app.platform`): tenant policies let only such work and a company's
 * own transactions through, so a query outside both sees no tenant row (decision 0140).
 */
export function withSystem<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  const open = platformOpenerOf(db);
  if (open) return open(work);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(PLATFORM_SETTINGS));
    return work(tx as unknown as AppDb);
  });
}

/** A transaction in the caller's scope: their company's tenant transaction, or platform-wide. */
export function withCaller<T>(db: AppDb, caller: { scope: Scope }, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return caller.scope.kind === 'platform' ? withSystem(db, work) : withTenant(db, caller.scope.companyId, work);
}

/**
 * The tenant transaction of the caller's company, for work only a company's users do: a platform
 * caller is refused (`requireCompany`) before the transaction opens. The work gets the company too.
 */
export function withCompany<T>(
  db: AppDb,
  caller: { scope: Scope },
  work: (tx: AppDb, companyId: number) => Promise<T>,
  access: TenantAccess = 'read write',
): Promise<T> {
  const companyId = requireCompany(caller);
  return withTenant(db, companyId, (tx) => work(tx, companyId), access);
}

/** `withCompany` for work that only reads, as `readTenant` (decision 0103). */
export function readCompany<T>(
  db: AppDb,
  caller: { scope: Scope },
  work: (tx: AppDb, companyId: number) => Promise<T>,
): Promise<T> {
  return withCompany(db, caller, work, 'read only');
}

/** A repo's company condition for a scope: one company's rows, or no condition for the platform. */
export function inScope(column: Column, scope: Scope): SQL | undefined {
  return scope.kind === 'tenant' ? eq(column, scope.companyId) : undefined;
}

/**
 * `readTenant` for the reads a read replica may serve (analytics, exports, IFTA; decision 0232):
 * on the replica when one is set and has replayed the company's last write, with the same tenant
 * settings and role; on the primary otherwise, and again on the primary if the replica fails.
 */
export async function readTenantFromReplica<T>(
  db: AppDb,
  companyId: number,
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  const replica = readReplicaOf(db);
  if (!replica) return readTenant(db, companyId, work);
  const target = await replica.choose(companyId);
  if (target === db) return readTenant(db, companyId, work);
  try {
    return await readTenant(target, companyId, work);
  } catch (error) {
    if (!replica.failed(error)) throw error;
    return readTenant(db, companyId, work);
  }
}

/** `readCompany` on the read replica, as `readTenantFromReplica`. */
export function readCompanyFromReplica<T>(
  db: AppDb,
  caller: { scope: Scope },
  work: (tx: AppDb, companyId: number) => Promise<T>,
): Promise<T> {
  const companyId = requireCompany(caller);
  return readTenantFromReplica(db, companyId, (tx) => work(tx, companyId));
}
