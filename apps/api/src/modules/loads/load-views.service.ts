import { LOAD_MESSAGES as M, type SavedView, type SavedViewFilters } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import * as repo from './load-views.repo';

const toView = (r: repo.ViewRow): SavedView => ({
  id: r.id,
  name: r.name,
  filters: r.filters as SavedViewFilters,
  is_default: r.is_default,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Saved board views: each user's own, stored server-side so they follow the user between devices. */
export function createLoadViewsService(db: AppDb) {
  return {
    list(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        views: (await repo.listViews(tx, { companyId, userId: ctx.userId })).map(toView),
      }));
    },

    create(ctx: Ctx, input: { name: string; filters: SavedViewFilters; is_default: boolean }) {
      const companyId = requireCompany(ctx);
      const owner = { companyId, userId: ctx.userId };
      return withTenant(db, companyId, async (tx) => {
        if (await repo.findViewNamed(tx, { ...owner, name: input.name })) throw conflict(M.viewNameTaken);
        if (input.is_default) await repo.clearDefault(tx, owner);
        return toView(await repo.insertView(tx, { ...input, company_id: companyId, user_id: ctx.userId }));
      });
    },

    update(ctx: Ctx, id: number, input: { name?: string; filters?: SavedViewFilters; is_default?: boolean }) {
      const companyId = requireCompany(ctx);
      const owner = { companyId, userId: ctx.userId };
      return withTenant(db, companyId, async (tx) => {
        if (!(await repo.findView(tx, { ...owner, id }))) throw notFound(M.viewNotFound);
        if (input.name && (await repo.findViewNamed(tx, { ...owner, name: input.name, exceptId: id })))
          throw conflict(M.viewNameTaken);
        if (input.is_default) await repo.clearDefault(tx, owner);
        return toView((await repo.updateView(tx, { ...owner, id }, input))!);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await repo.deleteView(tx, { companyId, userId: ctx.userId, id }))) throw notFound(M.viewNotFound);
      });
    },
  };
}

export type LoadViewsService = ReturnType<typeof createLoadViewsService>;
