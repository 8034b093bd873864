import { type Load, LOAD_MESSAGES as M, PLATFORM_TIME_ZONE, progressOf } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { companyTimeZone } from '../companies/companies.service';
import { driverForUpdate } from '../drivers/drivers.service';
import * as history from './load-comments.repo';
import { withMoneyFigures } from './load-driver-pay';
import { statusEntry } from './load-history-entries';
import { progressFlags, toLoad } from './load-shapes';
import * as repo from './loads.repo';

/* What the parts of the loads service share: writing, a load's detail and progress, a change with its history. */

/** Writes the company's loads; once a write commits, cached figures of the company are dropped. */
export type Writing = <T>(companyId: number, work: (tx: AppDb) => Promise<T>) => Promise<T>;

/** What every part of the loads service is built from. */
export type LoadsDeps = { db: AppDb; writing: Writing };

export function loadsDeps(db: AppDb, onChange?: (companyId: number) => void): LoadsDeps {
  const writing: Writing = async (companyId, work) => {
    const result = await withTenant(db, companyId, work);
    onChange?.(companyId);
    return result;
  };
  return { db, writing };
}

export async function detail(tx: AppDb, companyId: number, id: number): Promise<Load> {
  const d = await repo.findLoad(tx, { companyId, id });
  if (!d) throw notFound(M.loadNotFound);
  const progress =
    (await repo.findProgress(tx, { companyId, loadId: id })) ?? (await refreshProgress(tx, companyId, id));
  const load = toLoad(d, await repo.listEvents(tx, { companyId, loadId: id }), progress);
  return withMoneyFigures(tx, companyId, d.load, load);
}

/** Recomputes the progress flags from what the load holds (spec 3 section 4). */
export async function refreshProgress(tx: AppDb, companyId: number, loadId: number, rateCargoEntered?: boolean) {
  const events = await repo.listEvents(tx, { companyId, loadId });
  const current = await repo.findProgress(tx, { companyId, loadId });
  const p = progressOf({
    basic: true,
    pickups: events.filter((e) => e.event.event_type === 'pickup').length,
    deliveries: events.filter((e) => e.event.event_type === 'delivery').length,
    rateCargo: rateCargoEntered ?? current?.rate_cargo_entered ?? false,
  });
  const saved = await repo.upsertProgress(tx, {
    company_id: companyId,
    load_id: loadId,
    ...progressFlags(p),
  });
  // The wizard's last step completes the load: from then on it is on the board and in the figures.
  if (p.is_complete) await repo.finishDraft(tx, { companyId, id: loadId });
  return saved;
}

/** The company's zone: its "today", and the zone of its stops that have no US state. */
export async function zoneOf(tx: AppDb, companyId: number) {
  return (await companyTimeZone(tx, companyId)) ?? PLATFORM_TIME_ZONE;
}

export async function statusName(tx: AppDb, companyId: number, id: number) {
  return (await repo.statusCatalogue(tx, companyId)).find((s) => s.id === id)?.name ?? String(id);
}

/** Per-load history entries for the watched fields (status, processed, drivers, dispatcher, rates). */
async function historyOf(tx: AppDb, companyId: number, before: repo.LoadRow, after: repo.LoadRow) {
  const out: history.HistoryValues[] = [];
  const statuses = await repo.statusCatalogue(tx, companyId);
  const nameOfStatus = (id: number) => statuses.find((s) => s.id === id)?.name ?? String(id);
  const driverName = async (id: number | null) =>
    id ? ((await driverForUpdate(tx, companyId, id))?.name ?? null) : null;
  if (before.status_id !== after.status_id)
    out.push(statusEntry(nameOfStatus(before.status_id), nameOfStatus(after.status_id)));
  if (before.processed !== after.processed)
    out.push({ kind: 'processed', from_value: String(before.processed), to_value: String(after.processed) });
  if (before.driver_id !== after.driver_id)
    out.push({
      kind: 'driver',
      from_value: await driverName(before.driver_id),
      to_value: await driverName(after.driver_id),
    });
  if (before.secondary_driver_id !== after.secondary_driver_id)
    out.push({
      kind: 'secondary_driver',
      from_value: await driverName(before.secondary_driver_id),
      to_value: await driverName(after.secondary_driver_id),
    });
  if (before.dispatcher_id !== after.dispatcher_id)
    out.push({
      kind: 'dispatcher',
      from_value: before.dispatcher_id === null ? null : String(before.dispatcher_id),
      to_value: after.dispatcher_id === null ? null : String(after.dispatcher_id),
    });
  if (before.rate_booked !== after.rate_booked)
    out.push({ kind: 'rate', from_value: before.rate_booked, to_value: after.rate_booked });
  if (before.rate_dispatched !== after.rate_dispatched)
    out.push({ kind: 'driver_pay', from_value: before.rate_dispatched, to_value: after.rate_dispatched });
  return out;
}

/** Writes a change to a load with its audit entry and history, under the row lock. */
export async function change(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  before: repo.LoadRow,
  values: Partial<repo.LoadValues>,
  action: string,
) {
  const after = await repo.updateLoad(tx, { companyId, id: before.id }, values);
  const entries = await historyOf(tx, companyId, before, after);
  await history.insertHistory(tx, { companyId, loadId: before.id, userId: ctx.userId }, entries);
  await audit(tx, ctx, {
    action,
    entity: 'load',
    entityId: before.id,
    detail: {
      load_number: after.load_number,
      fields: Object.keys(values),
      changes: Object.fromEntries(entries.map((e) => [e.kind, { from: e.from_value, to: e.to_value }])),
      version: after.version,
    },
  });
  return after;
}

export const checkVersion = (row: repo.LoadRow, version: number | undefined) => {
  if (version !== undefined && version !== row.version) throw conflict(M.stale);
};
