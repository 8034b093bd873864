import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { fullNameOrNull } from '../../db/names';
import { inPage, type Page } from '../../db/paging';
import { loadComments, loadHistory, users } from '../../db/schema';

export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

const userName = fullNameOrNull(users.name, users.last_name);

/** Comments with their author's name. */
function selectComments(db: AppDb) {
  return db
    .select({ comment: loadComments, author_name: userName })
    .from(loadComments)
    .leftJoin(users, eq(users.id, loadComments.author_id));
}

export function listComments(db: AppDb, where: { companyId: number; loadId: number }, page: Page) {
  return inPage(
    selectComments(db)
      .where(ofCompany(loadComments, where.companyId, { load_id: where.loadId }))
      .orderBy(asc(loadComments.created_at), asc(loadComments.id))
      .$dynamic(),
    page,
  );
}

export async function countComments(db: AppDb, where: { companyId: number; loadId: number }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loadComments)
    .where(ofCompany(loadComments, where.companyId, { load_id: where.loadId }));
  return row?.n ?? 0;
}

export async function findComment(db: AppDb, where: { companyId: number; loadId: number; id: number }) {
  const [row] = await selectComments(db)
    .where(ofCompany(loadComments, where.companyId, { load_id: where.loadId, id: where.id }))
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
    .where(ofCompany(loadComments, where.companyId, { id: where.id }));
}

export async function deleteComment(db: AppDb, where: { companyId: number; id: number }) {
  await db.delete(loadComments).where(ofCompany(loadComments, where.companyId, { id: where.id }));
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
      user_name: userName,
    })
    .from(loadHistory)
    .leftJoin(users, eq(users.id, loadHistory.changed_by))
    .where(ofCompany(loadHistory, where.companyId, { load_id: where.loadId }))
    .orderBy(asc(loadHistory.id))
    .limit(1000);
}
