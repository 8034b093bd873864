import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { inPage, type Page } from '../../db/paging';
import { loadComments, loadHistory, users } from '../../db/schema';

export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

const commentColumns = {
  comment: loadComments,
  author_name: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.last_name}), '')`,
};

export function listComments(db: AppDb, where: { companyId: number; loadId: number }, page: Page) {
  return inPage(
    db
      .select(commentColumns)
      .from(loadComments)
      .leftJoin(users, eq(users.id, loadComments.author_id))
      .where(and(eq(loadComments.company_id, where.companyId), eq(loadComments.load_id, where.loadId)))
      .orderBy(asc(loadComments.created_at), asc(loadComments.id))
      .$dynamic(),
    page,
  );
}

export async function countComments(db: AppDb, where: { companyId: number; loadId: number }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loadComments)
    .where(and(eq(loadComments.company_id, where.companyId), eq(loadComments.load_id, where.loadId)));
  return row?.n ?? 0;
}

export async function findComment(db: AppDb, where: { companyId: number; loadId: number; id: number }) {
  const [row] = await db
    .select(commentColumns)
    .from(loadComments)
    .leftJoin(users, eq(users.id, loadComments.author_id))
    .where(
      and(
        eq(loadComments.company_id, where.companyId),
        eq(loadComments.load_id, where.loadId),
        eq(loadComments.id, where.id),
      ),
    )
    .limit(1);
  return row;
}

export async function insertComment(
  db: AppDb,
  values: { company_id: number; load_id: number; author_id: number; text: string },
) {
  const [row] = await db.insert(loadComments).values(values).returning({ id: loadComments.id });
  return row!;
}

export async function updateComment(db: AppDb, where: { companyId: number; id: number }, text: string) {
  await db
    .update(loadComments)
    .set({ text, is_edited: true, updated_at: new Date() })
    .where(and(eq(loadComments.company_id, where.companyId), eq(loadComments.id, where.id)));
}

export async function deleteComment(db: AppDb, where: { companyId: number; id: number }) {
  await db.delete(loadComments).where(and(eq(loadComments.company_id, where.companyId), eq(loadComments.id, where.id)));
}

// ---- per-load history ----

export type HistoryValues = {
  kind: string;
  from_value: string | null;
  to_value: string | null;
};

export async function insertHistory(
  db: AppDb,
  where: { companyId: number; loadId: number; userId: number | null },
  entries: HistoryValues[],
) {
  if (entries.length === 0) return;
  await db.insert(loadHistory).values(
    entries.map((e) => ({
      ...e,
      company_id: where.companyId,
      load_id: where.loadId,
      changed_by: where.userId,
      // The moment of the write, not of the transaction's start: changes queued on the row lock keep their order.
      changed_at: new Date(),
    })),
  );
}

export function listHistory(db: AppDb, where: { companyId: number; loadId: number }) {
  return db
    .select({
      entry: loadHistory,
      user_name: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.last_name}), '')`,
    })
    .from(loadHistory)
    .leftJoin(users, eq(users.id, loadHistory.changed_by))
    .where(and(eq(loadHistory.company_id, where.companyId), eq(loadHistory.load_id, where.loadId)))
    .orderBy(asc(loadHistory.id))
    .limit(1000);
}
