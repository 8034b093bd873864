import { sql } from 'drizzle-orm';
import type { AppDb } from './client';

/**
 * Runs work for one company in a transaction as the non-bypassing role `tms_app`, with the
 * company set for row-level security. This is the only way request code reaches tenant data.
 */
export function withTenant<T>(db: AppDb, companyId: number, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.company_id', ${String(companyId)}, true), set_config('role', 'tms_app', true)`,
    );
    return work(tx as unknown as AppDb);
  });
}

/** Platform-wide work (sign-in before the company is known, superadmin screens): no tenant filter. */
export function withSystem<T>(db: AppDb, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as AppDb));
}

/** The caller's scope: their company's tenant transaction, or platform-wide for a superadmin (no company). */
export function withCaller<T>(
  db: AppDb,
  caller: { companyId: number | null },
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  return caller.companyId === null ? withSystem(db, work) : withTenant(db, caller.companyId, work);
}
