import {
  CHECK_CALL_REASON_LABELS,
  type CheckCall,
  type CheckCallReason,
  capabilitiesOf,
  type checkCallInput,
  checkCallPlace,
  CHECK_CALL_MESSAGES as M,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { followedLoad, recordLoadHistory } from '../loads/load-follow.service';
import * as repo from './load-check-calls.repo';

export type CheckCallBody = z.output<typeof checkCallInput>;

/** Whoever may delete any load (managers) removes any check call too; the others their own. */
const mayDeleteAny = (ctx: Ctx) => capabilitiesOf(ctx.roles).has('loads_delete_processed');

function toCheckCall(ctx: Ctx, r: repo.CheckCallRow): CheckCall {
  const c = r.call;
  return {
    id: c.id,
    load_id: c.load_id,
    city: c.city,
    state: c.state,
    latitude: c.latitude,
    longitude: c.longitude,
    eta: c.eta?.toISOString() ?? null,
    reason: c.reason as CheckCallReason,
    delay_cause: c.delay_cause,
    note: c.note,
    created_by: c.created_by,
    created_by_name: r.created_by_name,
    can_delete: c.created_by === ctx.userId || mayDeleteAny(ctx),
    created_at: c.created_at.toISOString(),
  };
}

/** "Delayed (Traffic) at Amarillo, TX": a check call in the load's history (the demo seed writes it too). */
export const checkCallHistoryText = (
  c: Pick<CheckCallBody, 'reason' | 'delay_cause' | 'city' | 'state' | 'latitude' | 'longitude'>,
) => `${CHECK_CALL_REASON_LABELS[c.reason]}${c.delay_cause ? ` (${c.delay_cause})` : ''} at ${checkCallPlace(c)}`;

/**
 * Adds a check call to a load the caller was found to reach, with its history entry and audit, in
 * the caller's transaction (the driver app adds them with arrivals and departures too).
 */
export async function recordCheckCall(
  tx: AppDb,
  ctx: Ctx,
  where: { companyId: number; loadId: number },
  body: CheckCallBody,
) {
  const { companyId, loadId } = where;
  const { id } = await repo.insertCheckCall(tx, {
    company_id: companyId,
    load_id: loadId,
    ...body,
    eta: body.eta ? new Date(body.eta) : null,
    delay_cause: body.reason === 'delayed' ? body.delay_cause : null,
    created_by: ctx.userId,
  });
  await recordLoadHistory(tx, ctx, companyId, loadId, {
    kind: 'check_call',
    from_value: null,
    to_value: checkCallHistoryText(body),
  });
  await audit(tx, ctx, { action: 'check_call', entity: 'load', entityId: loadId, detail: { check_call_id: id } });
  return id;
}

/** A check call as its author sees it, in the caller's transaction. */
export async function checkCallById(tx: AppDb, ctx: Ctx, where: { companyId: number; loadId: number; id: number }) {
  return toCheckCall(ctx, (await repo.findCheckCall(tx, where))!);
}

/** The load's newest check call, or null. */
export async function newestCheckCall(tx: AppDb, ctx: Ctx, where: { companyId: number; loadId: number }) {
  const [row] = await repo.listCheckCalls(tx, where, 1);
  return row ? toCheckCall(ctx, row) : null;
}

/**
 * Structured check calls (decision 0199): whoever reads a load reads them; load management and
 * the tracking users who follow the load add them; the author or a manager deletes one.
 */
export function createLoadCheckCallsService(db: AppDb) {
  return {
    list(ctx: Ctx, loadId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await followedLoad(tx, ctx, companyId, loadId);
        const rows = await repo.listCheckCalls(tx, { companyId, loadId });
        return { check_calls: rows.map((r) => toCheckCall(ctx, r)) };
      });
    },

    add(ctx: Ctx, loadId: number, body: CheckCallBody) {
      return withCompany(db, ctx, async (tx, companyId) => {
        // The lock keeps a concurrent delete of the load from racing the insert.
        await followedLoad(tx, ctx, companyId, loadId, true);
        const id = await recordCheckCall(tx, ctx, { companyId, loadId }, body);
        return toCheckCall(ctx, (await repo.findCheckCall(tx, { companyId, loadId, id }))!);
      });
    },

    remove(ctx: Ctx, loadId: number, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await followedLoad(tx, ctx, companyId, loadId, true);
        const row = await repo.findCheckCall(tx, { companyId, loadId, id });
        if (!row) throw notFound(M.checkCallNotFound);
        if (row.call.created_by !== ctx.userId && !mayDeleteAny(ctx)) throw forbidden(M.checkCallNotYours);
        await repo.deleteCheckCall(tx, { companyId, id });
        await recordLoadHistory(tx, ctx, companyId, loadId, {
          kind: 'check_call',
          from_value: checkCallHistoryText({ ...row.call, reason: row.call.reason as CheckCallReason }),
          to_value: null,
        });
        await audit(tx, ctx, {
          action: 'check_call_delete',
          entity: 'load',
          entityId: loadId,
          detail: { check_call_id: id },
        });
      });
    },
  };
}

export type LoadCheckCallsService = ReturnType<typeof createLoadCheckCallsService>;
