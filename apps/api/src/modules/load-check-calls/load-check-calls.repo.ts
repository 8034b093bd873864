import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { fullNameOrNull } from '../../db/names';
import { loadCheckCalls, users } from '../../db/schema';

export type CheckCallRow = Awaited<ReturnType<typeof listCheckCalls>>[number];
export type CheckCallValues = Omit<typeof loadCheckCalls.$inferInsert, 'id' | 'created_at'>;

/** How many check calls a load's list answers: months of hourly calls and more. */
const LIST_CAP = 1000;

function selectCheckCalls(db: AppDb) {
  return db
    .select({ call: loadCheckCalls, created_by_name: fullNameOrNull(users.name, users.last_name) })
    .from(loadCheckCalls)
    .leftJoin(users, eq(users.id, loadCheckCalls.created_by));
}

/** A load's check calls, newest first: at most `limit` (1 for the newest alone). */
export function listCheckCalls(db: AppDb, where: { companyId: number; loadId: number }, limit = LIST_CAP) {
  return selectCheckCalls(db)
    .where(ofCompany(loadCheckCalls, where.companyId, { load_id: where.loadId }))
    .orderBy(desc(loadCheckCalls.created_at), desc(loadCheckCalls.id))
    .limit(Math.min(limit, LIST_CAP));
}

export async function findCheckCall(db: AppDb, where: { companyId: number; loadId: number; id: number }) {
  const [row] = await selectCheckCalls(db)
    .where(ofCompany(loadCheckCalls, where.companyId, { load_id: where.loadId, id: where.id }))
    .limit(1);
  return row;
}

export async function insertCheckCall(db: AppDb, values: CheckCallValues) {
  const [row] = await db.insert(loadCheckCalls).values(values).returning({ id: loadCheckCalls.id });
  return row!;
}

export async function deleteCheckCall(db: AppDb, where: { companyId: number; id: number }) {
  await db.delete(loadCheckCalls).where(ofCompany(loadCheckCalls, where.companyId, { id: where.id }));
}
