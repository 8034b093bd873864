import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { loadOf, MONEY_HISTORY, seesMoney, visibility, visible } from './load-access';
import { detail, type LoadsDeps, refreshProgress } from './load-changes';
import * as history from './load-comments.repo';
import { loadWithoutMoney, toProgress } from './load-shapes';
import * as repo from './loads.repo';

/** One load as the caller may see it: its detail, progress and history, and which loads they see. */
export function createLoadDetailsService({ db }: LoadsDeps) {
  return {
    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await loadOf(tx, ctx, companyId, id);
        const load = await detail(tx, companyId, id);
        return seesMoney(ctx) ? load : loadWithoutMoney(load);
      });
    },

    progress(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await loadOf(tx, ctx, companyId, id);
        const p =
          (await repo.findProgress(tx, { companyId, loadId: id })) ?? (await refreshProgress(tx, companyId, id));
        return toProgress(p);
      });
    },

    history(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await loadOf(tx, ctx, companyId, id);
        const all = await history.listHistory(tx, { companyId, loadId: id });
        const rows = seesMoney(ctx) ? all : all.filter((r) => !MONEY_HISTORY.includes(r.entry.kind));
        return {
          history: rows.map((r) => ({
            id: r.entry.id,
            kind: r.entry.kind as 'status',
            from_value: r.entry.from_value,
            to_value: r.entry.to_value,
            changed_by:
              r.entry.changed_by !== null && r.user_name ? { id: r.entry.changed_by, full_name: r.user_name } : null,
            changed_at: r.entry.changed_at.toISOString(),
          })),
        };
      });
    },

    /** The ids of the loads the caller may see, or undefined when they see all (documents follow them). */
    visibleIds(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const v = await visibility(tx, ctx, companyId);
        // A draft's documents are the load's too: it is read by id like any other.
        return v.followed && repo.loadIds(tx, { companyId, followedDriverIds: v.followed, drafts: 'include' });
      });
    },

    /** Whether the caller may see load `id` (documents and comments of a load check it). */
    async exists(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const row = (await repo.findLoad(tx, { companyId, id }))?.load;
        return Boolean(row && visible(await visibility(tx, ctx, companyId), row));
      });
    },
  };
}
