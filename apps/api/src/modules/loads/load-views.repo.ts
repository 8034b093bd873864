import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { loadSavedViews } from '../../db/schema';

export type ViewRow = typeof loadSavedViews.$inferSelect;
type Owner = { companyId: number; userId: number };

const mine = (o: Owner) => and(eq(loadSavedViews.company_id, o.companyId), eq(loadSavedViews.user_id, o.userId));

export function listViews(db: AppDb, o: Owner) {
  return db
    .select()
    .from(loadSavedViews)
    .where(mine(o))
    .orderBy(asc(sql`lower(${loadSavedViews.name})`))
    .limit(200);
}

export async function findView(db: AppDb, o: Owner & { id: number }) {
  const [row] = await db
    .select()
    .from(loadSavedViews)
    .where(and(mine(o), eq(loadSavedViews.id, o.id)))
    .limit(1);
  return row;
}

export async function findViewNamed(db: AppDb, o: Owner & { name: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: loadSavedViews.id })
    .from(loadSavedViews)
    .where(
      and(
        mine(o),
        eq(sql`lower(${loadSavedViews.name})`, o.name.toLowerCase()),
        o.exceptId === undefined ? undefined : sql`${loadSavedViews.id} <> ${o.exceptId}`,
      ),
    )
    .limit(1);
  return row;
}

/** Only one default view per user: setting one clears the others. */
export async function clearDefault(db: AppDb, o: Owner) {
  await db
    .update(loadSavedViews)
    .set({ is_default: false })
    .where(and(mine(o), eq(loadSavedViews.is_default, true)));
}

export async function insertView(
  db: AppDb,
  values: { company_id: number; user_id: number; name: string; filters: unknown; is_default: boolean },
) {
  const [row] = await db.insert(loadSavedViews).values(values).returning();
  return row!;
}

export async function updateView(
  db: AppDb,
  o: Owner & { id: number },
  values: { name?: string; filters?: unknown; is_default?: boolean },
) {
  const [row] = await db
    .update(loadSavedViews)
    .set({ ...values, updated_at: new Date() })
    .where(and(mine(o), eq(loadSavedViews.id, o.id)))
    .returning();
  return row;
}

export async function deleteView(db: AppDb, o: Owner & { id: number }) {
  const [row] = await db
    .delete(loadSavedViews)
    .where(and(mine(o), eq(loadSavedViews.id, o.id)))
    .returning({ id: loadSavedViews.id });
  return row;
}
