import { type LoadComment, LOAD_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { loadOf } from './load-access';
import * as repo from './load-comments.repo';

const toComment = (ctx: Ctx, r: repo.CommentRow): LoadComment => ({
  id: r.comment.id,
  load_id: r.comment.load_id,
  author: r.comment.author_id !== null && r.author_name ? { id: r.comment.author_id, full_name: r.author_name } : null,
  text: r.comment.text,
  is_edited: r.comment.is_edited,
  is_own: r.comment.author_id === ctx.userId,
  created_at: r.comment.created_at.toISOString(),
  updated_at: r.comment.updated_at.toISOString(),
});

/** A load's comment thread: whoever sees the load reads and adds; authors edit and delete their own. */
export function createLoadCommentsService(db: AppDb) {
  async function own(tx: AppDb, ctx: Ctx, companyId: number, loadId: number, id: number) {
    await loadOf(tx, ctx, companyId, loadId, true);
    const row = await repo.findComment(tx, { companyId, loadId, id });
    if (!row) throw notFound(M.commentNotFound);
    if (row.comment.author_id !== ctx.userId) throw forbidden(M.commentNotYours);
    return row;
  }

  return {
    list(ctx: Ctx, loadId: number, page: { skip: number; limit: number }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await loadOf(tx, ctx, companyId, loadId);
        const rows = await repo.listComments(tx, { companyId, loadId }, page);
        return {
          comments: rows.map((r) => toComment(ctx, r)),
          total: await repo.countComments(tx, { companyId, loadId }),
        };
      });
    },

    add(ctx: Ctx, loadId: number, text: string) {
      return withCompany(db, ctx, async (tx, companyId) => {
        // The lock keeps a concurrent delete of the load from racing the insert.
        await loadOf(tx, ctx, companyId, loadId, true);
        const { id } = await repo.insertComment(tx, {
          company_id: companyId,
          load_id: loadId,
          author_id: ctx.userId,
          text,
        });
        await audit(tx, ctx, { action: 'comment', entity: 'load', entityId: loadId, detail: { comment_id: id } });
        return toComment(ctx, (await repo.findComment(tx, { companyId, loadId, id }))!);
      });
    },

    edit(ctx: Ctx, loadId: number, id: number, text: string) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await own(tx, ctx, companyId, loadId, id);
        await repo.updateComment(tx, { companyId, id }, text);
        await audit(tx, ctx, { action: 'comment_edit', entity: 'load', entityId: loadId, detail: { comment_id: id } });
        return toComment(ctx, (await repo.findComment(tx, { companyId, loadId, id }))!);
      });
    },

    remove(ctx: Ctx, loadId: number, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await own(tx, ctx, companyId, loadId, id);
        await repo.deleteComment(tx, { companyId, id });
        await audit(tx, ctx, {
          action: 'comment_delete',
          entity: 'load',
          entityId: loadId,
          detail: { comment_id: id },
        });
      });
    },
  };
}

export type LoadCommentsService = ReturnType<typeof createLoadCommentsService>;
