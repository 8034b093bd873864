import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { inPage, type Page } from '../../db/paging';
import { driverNotes as n, users } from '../../db/schema';

export type NoteRow = typeof n.$inferSelect;

/** The notes `viewerId` may see: every general note, and their own personal notes. */
const seenBy = (viewerId: number) => or(eq(n.note_type, 'general'), eq(n.created_by, viewerId));

/** Active notes of a driver that `viewerId` may see. */
function visible(where: { companyId: number; driverId: number; viewerId: number }): SQL {
  return ofCompany(n, where.companyId, { driver_id: where.driverId, is_active: true }, seenBy(where.viewerId));
}

/** Spec 2 section 4: general, critical, active and created within the window. */
const recentCritical = (since: Date) =>
  and(
    eq(n.note_type, 'general'),
    eq(n.importance, 'critical'),
    eq(n.is_active, true),
    sql`${n.created_at} >= ${since}`,
  );

/** Notes with their author's names. */
function selectWithAuthor(db: AppDb) {
  return db
    .select({ note: n, creator_name: users.name, creator_last_name: users.last_name })
    .from(n)
    .leftJoin(users, eq(users.id, n.created_by));
}

export function listNotes(
  db: AppDb,
  where: { companyId: number; driverId: number; viewerId: number; since: Date; criticalOnly: boolean },
  page: Page,
) {
  return inPage(
    selectWithAuthor(db)
      .where(and(visible(where), where.criticalOnly ? recentCritical(where.since) : undefined))
      // Recent critical notes are pinned first.
      .orderBy(sql`(${recentCritical(where.since)}) desc`, desc(n.created_at), desc(n.id))
      .$dynamic(),
    page,
  );
}

export async function countNotes(
  db: AppDb,
  where: { companyId: number; driverId: number; viewerId: number; since: Date; criticalOnly: boolean },
) {
  const [row] = await db
    .select({
      total: count(),
      recent_critical: sql<number>`count(*) filter (where ${recentCritical(where.since)})`.mapWith(Number),
    })
    .from(n)
    .where(visible(where));
  return {
    total: where.criticalOnly ? (row?.recent_critical ?? 0) : (row?.total ?? 0),
    recentCritical: row?.recent_critical ?? 0,
  };
}

/** One active note, if `viewerId` may see it. */
export async function findVisible(db: AppDb, where: { companyId: number; id: number; viewerId: number }) {
  const [row] = await selectWithAuthor(db)
    .where(ofCompany(n, where.companyId, { id: where.id, is_active: true }, seenBy(where.viewerId)))
    .limit(1);
  return row;
}
export type NoteWithAuthor = Awaited<ReturnType<typeof findVisible>> & {};

export async function insertNote(
  db: AppDb,
  values: Omit<typeof n.$inferInsert, 'id' | 'created_at' | 'updated_at' | 'is_active'>,
) {
  const [row] = await db.insert(n).values(values).returning({ id: n.id });
  return row!;
}

export async function updateNote(
  db: AppDb,
  where: { companyId: number; id: number },
  values: Partial<Pick<NoteRow, 'title' | 'content' | 'importance' | 'category' | 'is_active'>>,
) {
  await db
    .update(n)
    .set({ ...values, updated_at: new Date() })
    .where(ofCompany(n, where.companyId, { id: where.id }));
}
