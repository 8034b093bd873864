import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { driverNotes as n, users } from '../../db/schema';

export type NoteRow = typeof n.$inferSelect;

/** Active notes of a driver that `viewerId` may see: every general note, and their own personal notes. */
function visible(where: { companyId: number; driverId: number; viewerId: number }): SQL | undefined {
  return and(
    eq(n.company_id, where.companyId),
    eq(n.driver_id, where.driverId),
    eq(n.is_active, true),
    or(eq(n.note_type, 'general'), eq(n.created_by, where.viewerId)),
  );
}

/** Spec 2 section 4: general, critical, active and created within the window. */
const recentCritical = (since: Date) =>
  and(
    eq(n.note_type, 'general'),
    eq(n.importance, 'critical'),
    eq(n.is_active, true),
    sql`${n.created_at} >= ${since}`,
  );

const withAuthor = { note: n, creator_name: users.name, creator_last_name: users.last_name };

export function listNotes(
  db: AppDb,
  where: { companyId: number; driverId: number; viewerId: number; since: Date; criticalOnly: boolean },
  page: Page,
) {
  return inPage(
    db
      .select(withAuthor)
      .from(n)
      .leftJoin(users, eq(users.id, n.created_by))
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
  const [row] = await db
    .select(withAuthor)
    .from(n)
    .leftJoin(users, eq(users.id, n.created_by))
    .where(
      and(
        eq(n.company_id, where.companyId),
        eq(n.id, where.id),
        eq(n.is_active, true),
        or(eq(n.note_type, 'general'), eq(n.created_by, where.viewerId)),
      ),
    )
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
    .where(and(eq(n.company_id, where.companyId), eq(n.id, where.id)));
}
