import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { demoRequests } from '../../db/schema';
import { searchIn } from '../../db/search';

export type DemoRequestRow = typeof demoRequests.$inferSelect;
/** `since` and `before` bound when a request arrived (the day boundaries are the service's to work out). */
export type DemoRequestFilter = { status?: string; since?: Date; before?: Date; search?: string };

function whereOf(f: DemoRequestFilter): SQL | undefined {
  return and(
    f.status ? eq(demoRequests.status, f.status) : undefined,
    f.since ? gte(demoRequests.created_at, f.since) : undefined,
    f.before ? lt(demoRequests.created_at, f.before) : undefined,
    searchIn(f.search, [demoRequests.name, demoRequests.email, demoRequests.company]),
  );
}

export async function insertDemoRequest(db: AppDb, values: typeof demoRequests.$inferInsert) {
  const [row] = await db.insert(demoRequests).values(values).returning();
  return row!;
}

export function listDemoRequests(db: AppDb, f: DemoRequestFilter, page: Page) {
  return inPage(
    db
      .select()
      .from(demoRequests)
      .where(whereOf(f))
      .orderBy(desc(demoRequests.created_at), desc(demoRequests.id))
      .$dynamic(),
    page,
  );
}

export async function countDemoRequests(db: AppDb, f: DemoRequestFilter) {
  return db.$count(demoRequests, whereOf(f));
}

export async function findDemoRequest(db: AppDb, id: number) {
  const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id)).limit(1);
  return row;
}

export async function updateDemoRequest(
  db: AppDb,
  id: number,
  values: Partial<Pick<DemoRequestRow, 'status' | 'notes'>>,
) {
  const [row] = await db
    .update(demoRequests)
    .set({ ...values, updated_at: new Date() })
    .where(eq(demoRequests.id, id))
    .returning();
  return row;
}

export async function deleteDemoRequest(db: AppDb, id: number) {
  const [row] = await db.delete(demoRequests).where(eq(demoRequests.id, id)).returning({ id: demoRequests.id });
  return row;
}
