import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { emailOutbox } from '../../db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;

const toFilter = (to?: string) => (to ? eq(sql`lower(${emailOutbox.to_address})`, to.toLowerCase()) : undefined);

export async function insertMessage(db: AppDb, values: typeof emailOutbox.$inferInsert) {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!.id;
}

export async function findMessage(db: AppDb, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/** Counts one delivery attempt and what came of it. */
export async function recordAttempt(
  db: AppDb,
  id: number,
  outcome: { status: 'sent' | 'retrying' | 'dead'; error: string | null },
) {
  const now = new Date();
  await db
    .update(emailOutbox)
    .set({
      status: outcome.status,
      error: outcome.error,
      attempts: sql`${emailOutbox.attempts} + 1`,
      last_attempt_at: now,
      sent_at: outcome.status === 'sent' ? now : null,
      // Once delivered or given up, the sign-in link is gone for good.
      ...(outcome.status === 'retrying' ? {} : { sealed_link: null }),
    })
    .where(eq(emailOutbox.id, id));
}

export function listOutbox(db: AppDb, f: { to?: string }, page: Page) {
  return inPage(db.select().from(emailOutbox).where(toFilter(f.to)).orderBy(desc(emailOutbox.id)).$dynamic(), page);
}

export async function countOutbox(db: AppDb, f: { to?: string }) {
  return db.$count(emailOutbox, toFilter(f.to));
}

/** Messages per state, for the metrics: one grouped count. */
export async function countByStatus(db: AppDb): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
}
