import { fromCents, toCents } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { assertDriverVisible, listItemsFor, seesMoney, type Visibility, visibility } from './load-access';
import type { LoadsDeps } from './load-changes';
import type { DateQuery, ListQuery, StatsQuery } from './load-inputs';
import * as repo from './loads.repo';

const union = (...lists: (number[] | number | undefined)[]) => {
  const out = lists.flatMap((l) => (l === undefined ? [] : Array.isArray(l) ? l : [l]));
  return out.length ? [...new Set(out)] : undefined;
};

/**
 * The repo's filter from the board's query: the list and its totals build it here, so a filter
 * the list applies is one the totals apply (the totals have no statuses, which they break down).
 */
const filterOf = (companyId: number, q: StatsQuery & { status_ids?: number[] }, v: Visibility): repo.LoadFilter => ({
  companyId,
  dispatcherIds: union(q.dispatcher_ids, q.dispatcher_id),
  brokerIds: union(q.broker_ids, q.broker_id),
  statusIds: q.status_ids,
  driverIds: union(q.driver_ids, q.driver_id),
  anyDriverId: q.any_driver_id,
  followedDriverIds: v.followed,
  processed: q.processed,
  invoiced: q.invoiced,
  createdAfter: q.created_after,
  createdBefore: q.created_before,
  pickupFrom: q.pickup_date_after,
  pickupTo: q.pickup_date_before,
  search: q.search || undefined,
});

/** Every row of a page carries the total; a page past the end has none, so only then count apart. */
const totalOf = async (tx: AppDb, f: repo.LoadFilter, rows: repo.LoadListRow[], skip: number) =>
  rows[0]?.total ?? (skip > 0 ? repo.countLoads(tx, f) : 0);

/** The load board: the list, its totals, and the counts and loads of drivers. */
export function createLoadBoardService({ db }: LoadsDeps) {
  return {
    list(ctx: Ctx, q: ListQuery) {
      return readCompany(db, ctx, async (tx, companyId) => {
        // Only the list shows drafts, and only when asked (decision 0195); its totals never count them.
        const f = { ...filterOf(companyId, q, await visibility(tx, ctx, companyId)), drafts: q.drafts };
        // Sorting by a rate one may not see would tell it: those callers get the board's default order.
        const by = q.sort_by === 'rate_booked' && !seesMoney(ctx) ? 'pickup_date' : q.sort_by;
        const rows = await repo.listLoads(tx, f, { by, dir: q.sort_dir }, q, q.include_comment_counts);
        return { loads: listItemsFor(ctx, rows), total: await totalOf(tx, f, rows, q.skip) };
      });
    },

    stats(ctx: Ctx, q: StatsQuery) {
      return readCompany(db, ctx, async (tx, companyId) => {
        const rows = await repo.loadStats(tx, filterOf(companyId, q, await visibility(tx, ctx, companyId)));
        const groups = rows.flatMap((r) => (r.status_id === null ? [] : [r]));
        const money = seesMoney(ctx);
        return {
          total_loads: groups.reduce((n, r) => n + (r.count ?? 0), 0),
          by_status: rows.flatMap((r) =>
            r.catalogue_id === null
              ? []
              : [{ status_id: r.catalogue_id, name: r.name ?? '', color: r.color ?? '', count: r.count ?? 0 }],
          ),
          // Exact sums: each group's numeric sum added in integer hundredths.
          rate_booked_total: money ? fromCents(groups.reduce((n, r) => n + toCents(r.rate_booked ?? '0'), 0n)) : null,
          driver_pay_total: money ? fromCents(groups.reduce((n, r) => n + toCents(r.driver_pay ?? '0'), 0n)) : null,
          miles_total: fromCents(groups.reduce((n, r) => n + toCents(r.miles ?? '0'), 0n)),
          processed_count: groups.reduce((n, r) => n + (r.processed ?? 0), 0),
        };
      });
    },

    driverCounts(ctx: Ctx, q: DateQuery, driverIds: number[]) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const v = await visibility(tx, ctx, companyId);
        // A tracking user counts the drivers they follow only (a team load names one they may not).
        const asked = v.followed ? driverIds.filter((id) => v.followed?.includes(id)) : driverIds;
        const counts = await repo.driverCounts(
          tx,
          {
            companyId,
            followedDriverIds: v.followed,
            createdAfter: q.created_after,
            createdBefore: q.created_before,
            pickupFrom: q.pickup_date_after,
            pickupTo: q.pickup_date_before,
          },
          asked,
        );
        return { counts };
      });
    },

    driverLoads(ctx: Ctx, driverId: number, q: DateQuery & { skip: number; limit: number }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertDriverVisible(tx, ctx, companyId, driverId);
        const f: repo.LoadFilter = {
          companyId,
          anyDriverId: driverId,
          createdAfter: q.created_after,
          createdBefore: q.created_before,
          pickupFrom: q.pickup_date_after,
          pickupTo: q.pickup_date_before,
        };
        const rows = await repo.listLoads(tx, f, { by: 'pickup_date', dir: 'desc' }, q, true);
        return { loads: listItemsFor(ctx, rows), total: await totalOf(tx, f, rows, q.skip) };
      });
    },
  };
}
