import { LOAD_MESSAGES as M } from '@tms/domain';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { loadStatusUsable } from '../load-statuses/load-statuses.service';
import { loadOf } from './load-access';
import { change, checkVersion, detail, type LoadsDeps } from './load-changes';
import { assertProcessedChange } from './load-checks';
import { assertStatusMove, statusOptions } from './load-workflow';

/** A load's status and its processed mark. */
export function createLoadStatusService({ db, writing }: LoadsDeps) {
  return {
    setStatus(ctx: Ctx, id: number, input: { status_id: number; version?: number }) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        checkVersion(before, input.version);
        if (before.status_id !== input.status_id) {
          if (!(await loadStatusUsable(tx, companyId, input.status_id)))
            throw invalidField('status_id', M.statusUnknown);
          await assertStatusMove(tx, companyId, before, input.status_id);
        }
        await change(tx, ctx, companyId, before, { status_id: input.status_id }, 'status');
        return detail(tx, companyId, id);
      });
    },

    /** The statuses the load may move into now, and why not the others (the status menus). */
    statusOptions(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) =>
        statusOptions(tx, companyId, await loadOf(tx, ctx, companyId, id)),
      );
    },

    setProcessed(ctx: Ctx, id: number, input: { processed: boolean; version?: number }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        checkVersion(before, input.version);
        assertProcessedChange(ctx, before, input.processed);
        await change(tx, ctx, companyId, before, { processed: input.processed }, 'processed');
        return detail(tx, companyId, id);
      });
    },
  };
}
