import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { loadOf, type Visibility, visibility } from './load-access';
import * as history from './load-comments.repo';

/* What other areas that hang records on a load (check calls) use of it, inside their transaction. */

/** Which drivers' loads the caller sees: all (no `followed`), or those of the drivers they follow. */
export const loadVisibility = (tx: AppDb, ctx: Ctx, companyId: number): Promise<Visibility> =>
  visibility(tx, ctx, companyId);

/** The load as the caller may see it (404 otherwise), locked when a record is about to hang on it. */
export async function followedLoad(tx: AppDb, ctx: Ctx, companyId: number, loadId: number, lock = false) {
  const row = await loadOf(tx, ctx, companyId, loadId, lock);
  return { id: row.id, load_number: row.load_number };
}

/** What the hours-of-service check of a load reads: its driver, loaded miles and first pickup. */
export async function followedLoadTrip(tx: AppDb, ctx: Ctx, companyId: number, loadId: number) {
  const row = await loadOf(tx, ctx, companyId, loadId, true);
  return {
    id: row.id,
    driver_id: row.driver_id,
    loaded_miles: row.loaded_miles === null ? null : Number(row.loaded_miles),
    first_pickup_from: row.first_pickup_from,
  };
}

/** One entry of the load's history, written by the caller (the load's version stays: no field of it changed). */
export async function recordLoadHistory(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  loadId: number,
  entry: { kind: 'check_call' | 'hos_warning'; from_value: string | null; to_value: string | null },
) {
  await history.insertHistory(tx, { companyId, loadId, userId: ctx.userId }, [entry]);
}
