import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { emailOutbox } from '../../db/schema';

const toFilter = (to?: string) => (to ? eq(sql`lower(${emailOutbox.to_address})`, to.toLowerCase()) : undefined);

export async function insertMessage(db: AppDb, values: typeof emailOutbox.$inferInsert) {
  await db.insert(emailOutbox).values(values);
}

export function listOutbox(db: AppDb, f: { to?: string }, page: Page) {
  return inPage(db.select().from(emailOutbox).where(toFilter(f.to)).orderBy(desc(emailOutbox.id)).$dynamic(), page);
}

export async function countOutbox(db: AppDb, f: { to?: string }) {
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(toFilter(f.to));
  return row?.n ?? 0;
}
