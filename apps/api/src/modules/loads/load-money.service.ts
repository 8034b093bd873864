import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { loadOf, seesMoney } from './load-access';
import * as history from './load-comments.repo';
import * as repo from './loads.repo';

/*
 * What the accessorials area reads of a load and writes to its history (decision 0198): the load
 * as the caller may see it, locked while its money changes, and the driver statement paying it.
 */

/** The load, locked for the caller's transaction when `lock`; 404 for one the caller may not see. */
export function loadForMoney(tx: AppDb, ctx: Ctx, companyId: number, loadId: number, lock = false) {
  return loadOf(tx, ctx, companyId, loadId, lock);
}

/** Whether the caller sees loads' money (rate, pay, accessorials). */
export const seesLoadMoney = seesMoney;

/** The newest driver statement that pays the load, if any. */
export async function loadStatementHold(tx: AppDb, companyId: number, loadId: number) {
  const [hold] = await repo.statementHolds(tx, { companyId, loadId });
  return hold;
}

/** One entry of the load's history, by the caller. */
export function recordLoadHistory(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  loadId: number,
  entry: { kind: string; from_value: string | null; to_value: string | null },
) {
  return history.insertHistory(tx, { companyId, loadId, userId: ctx.userId }, [entry]);
}
