import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { driverAppActions } from '../../db/schema';

type Key = { companyId: number; userId: number; key: string };

/**
 * Takes the key for this action, or answers undefined when it is taken: a second request with
 * the same key waits here for the first one's transaction, then finds its answer.
 */
export async function claimKey(db: AppDb, where: Key & { action: string }) {
  const [row] = await db
    .insert(driverAppActions)
    .values({
      company_id: where.companyId,
      user_id: where.userId,
      key: where.key,
      action: where.action,
      status: 0,
      answer: sql`'null'::jsonb`,
    })
    .onConflictDoNothing()
    .returning({ id: driverAppActions.id });
  return row?.id;
}

export async function findAction(db: AppDb, where: Key) {
  const [row] = await db
    .select({ action: driverAppActions.action, status: driverAppActions.status, answer: driverAppActions.answer })
    .from(driverAppActions)
    .where(
      and(
        eq(driverAppActions.company_id, where.companyId),
        eq(driverAppActions.user_id, where.userId),
        eq(driverAppActions.key, where.key),
      ),
    );
  return row;
}

export async function saveAnswer(db: AppDb, where: { companyId: number; id: number }, status: number, answer: unknown) {
  await db
    .update(driverAppActions)
    .set({ status, answer })
    .where(and(eq(driverAppActions.company_id, where.companyId), eq(driverAppActions.id, where.id)));
}

/** Forgets the user's keys older than `before`: a phone replays its queue within hours, not weeks. */
export async function pruneActions(db: AppDb, where: { companyId: number; userId: number; before: Date }) {
  await db
    .delete(driverAppActions)
    .where(
      and(
        eq(driverAppActions.company_id, where.companyId),
        eq(driverAppActions.user_id, where.userId),
        lt(driverAppActions.created_at, where.before),
      ),
    );
}

/** Forgets every user's keys older than `before`, across companies: run as platform-wide work. */
export async function pruneAllActions(db: AppDb, before: Date): Promise<number> {
  const gone = await db
    .delete(driverAppActions)
    .where(lt(driverAppActions.created_at, before))
    .returning({ id: driverAppActions.id });
  return gone.length;
}
