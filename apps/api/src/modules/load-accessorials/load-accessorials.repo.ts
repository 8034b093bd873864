import { asc } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { loadAccessorials } from '../../db/schema';

export type AccessorialRow = typeof loadAccessorials.$inferSelect;
export type AccessorialValues = Omit<
  typeof loadAccessorials.$inferInsert,
  'id' | 'company_id' | 'load_id' | 'created_at' | 'updated_at'
>;

type OfLoad = { companyId: number; loadId: number };

/** A load's accessorials in the order they were added. */
export function listAccessorials(db: AppDb, where: OfLoad) {
  return db
    .select()
    .from(loadAccessorials)
    .where(ofCompany(loadAccessorials, where.companyId, { load_id: where.loadId }))
    .orderBy(asc(loadAccessorials.id));
}

/** One accessorial of a load, locked for the transaction when asked. */
export async function findAccessorial(db: AppDb, where: OfLoad & { id: number }, lock = false) {
  const query = db
    .select()
    .from(loadAccessorials)
    .where(ofCompany(loadAccessorials, where.companyId, { id: where.id, load_id: where.loadId }))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAccessorial(db: AppDb, where: OfLoad, values: AccessorialValues) {
  const [row] = await db
    .insert(loadAccessorials)
    .values({ ...values, company_id: where.companyId, load_id: where.loadId })
    .returning();
  return row!;
}

export async function updateAccessorial(db: AppDb, where: OfLoad & { id: number }, values: Partial<AccessorialValues>) {
  const [row] = await db
    .update(loadAccessorials)
    .set({ ...values, updated_at: new Date() })
    .where(ofCompany(loadAccessorials, where.companyId, { id: where.id, load_id: where.loadId }))
    .returning();
  return row!;
}

export async function deleteAccessorial(db: AppDb, where: OfLoad & { id: number }) {
  await db
    .delete(loadAccessorials)
    .where(ofCompany(loadAccessorials, where.companyId, { id: where.id, load_id: where.loadId }));
}
