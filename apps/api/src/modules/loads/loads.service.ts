import {
  appointmentDayProblems,
  capabilitiesOf,
  dayIn,
  formatDate,
  fromCents,
  invoiceOutdated,
  invoiceRefusal,
  LOAD_CAPABILITIES,
  type Load,
  type LoadEvent,
  type LoadListItem,
  type LoadProgress,
  type loadAccountingStep1,
  type loadBasicInfoUpdate,
  loadDeletionRefusal,
  type loadDriverCountsQuery,
  type loadEventInput,
  type loadListQuery,
  type loadRateCargoPatch,
  type loadRateCargoPut,
  type loadStatsQuery,
  type loadStep1,
  type loadWithEvents,
  LOAD_MESSAGES as M,
  PLATFORM_TIME_ZONE,
  progressOf,
  rateCargoTotals,
  secondarySplitOf,
  stopTimeZone,
  teamProblems,
  toCents,
  unprocessRefusal,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { ValidationError } from '../../lib/validation';
import { usableAppointmentType } from '../appointment-types/appointment-types.service';
import { audit } from '../audit/audit.service';
import { companyTimeZone } from '../companies/companies.service';
import { customerExists } from '../customers/customers.service';
import { driversOfUser, usersOfDriver } from '../driver-assignments/driver-assignments.service';
import { companyUsersWithRole, driverForUpdate } from '../drivers/drivers.service';
import { loadStatusUsable } from '../load-statuses/load-statuses.service';
import * as history from './load-comments.repo';
import * as repo from './loads.repo';
import { completionOf, completionProblems, flagProblem } from './stop-completion';

type Step1 = z.output<typeof loadStep1>;
type AccountingStep1 = z.output<typeof loadAccountingStep1>;
type BasicInfoUpdate = z.output<typeof loadBasicInfoUpdate>;
type EventInput = z.output<typeof loadEventInput>;
type RateCargoPut = z.output<typeof loadRateCargoPut>;
type RateCargoPatch = z.output<typeof loadRateCargoPatch>;
type WithEvents = z.output<typeof loadWithEvents>;
type ListQuery = z.output<typeof loadListQuery>;
type StatsQuery = z.output<typeof loadStatsQuery>;
type DateQuery = z.output<typeof loadDriverCountsQuery>;

const field = (name: string, msg: string) => new ValidationError([{ loc: ['body', name], msg, type: 'value_error' }]);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const driverRef = (id: number | null, first: string | null, last: string | null) =>
  id !== null && first !== null ? { id, first_name: first, last_name: last ?? '' } : null;

/** Which parts of the company's loads the caller sees: all, or those of the drivers they follow. */
type Visibility = { followed?: number[] };

export function toEvent(r: repo.EventListRow): LoadEvent {
  const e = r.event;
  return {
    id: e.id,
    load_id: e.load_id,
    event_order: e.event_order,
    event_type: e.event_type as LoadEvent['event_type'],
    event_date: e.event_date,
    appointment_type_id: e.appointment_type_id,
    appointment_type_name: r.appointment_type_name,
    appointment_time_lower: iso(e.appointment_time_lower),
    appointment_time_higher: iso(e.appointment_time_higher),
    location_street: e.location_street,
    location_city: e.location_city,
    location_state: e.location_state,
    location_postal_code: e.location_postal_code,
    location_country: e.location_country,
    location_lat: e.location_lat,
    location_long: e.location_long,
    contact_name: e.contact_name,
    contact_phone: e.contact_phone,
    contact_email: e.contact_email,
    reference_number: e.reference_number,
    special_instructions: e.special_instructions,
    pieces: e.pieces,
    weight: e.weight,
    commodity_description: e.commodity_description,
    is_completed: e.is_completed,
    completed_at: iso(e.completed_at),
  };
}

type ProgressFlags = Pick<
  repo.ProgressRow,
  | 'basic_info_entered'
  | 'pickup_details_entered'
  | 'delivery_details_entered'
  | 'events_entered'
  | 'rate_cargo_entered'
  | 'is_complete'
  | 'completion_percentage'
  | 'next_step'
>;

/** The stored progress flags, out of a computed progress or a stored row. */
function progressFlags<P extends ProgressFlags>(p: P): ProgressFlags {
  return {
    basic_info_entered: p.basic_info_entered,
    pickup_details_entered: p.pickup_details_entered,
    delivery_details_entered: p.delivery_details_entered,
    events_entered: p.events_entered,
    rate_cargo_entered: p.rate_cargo_entered,
    is_complete: p.is_complete,
    completion_percentage: p.completion_percentage,
    next_step: p.next_step,
  };
}

function toProgress(p: repo.ProgressRow): LoadProgress {
  return {
    id: p.id,
    load_id: p.load_id,
    ...progressFlags(p),
    next_step: p.next_step as LoadProgress['next_step'],
    completed_steps: progressOf({
      basic: p.basic_info_entered,
      pickups: p.pickup_details_entered ? 1 : 0,
      deliveries: p.delivery_details_entered ? 1 : 0,
      rateCargo: p.rate_cargo_entered,
    }).completed_steps,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

function rateCargoOf(l: repo.LoadRow) {
  return {
    rate_booked: l.rate_booked,
    rate_dispatched: l.rate_dispatched,
    loaded_miles: l.loaded_miles,
    empty_miles: l.empty_miles,
    ...rateCargoTotals(l),
    commodity: l.commodity,
    weight_lbs: l.weight_lbs,
    pieces: l.pieces,
    hazmat: l.hazmat,
  };
}

function toLoad(d: repo.LoadDetailRow, events: repo.EventListRow[], progress: repo.ProgressRow): Load {
  const l = d.load;
  return {
    id: l.id,
    load_number: l.load_number,
    broker_id: l.broker_id,
    broker: {
      id: l.broker_id,
      name: d.broker_name,
      mc_number: d.broker_mc,
      has_warning: d.broker_warning,
      warning_note: d.broker_warning ? d.broker_warning_note : null,
    },
    driver_id: l.driver_id,
    driver: driverRef(l.driver_id, d.driver_first, d.driver_last),
    secondary_driver_id: l.secondary_driver_id,
    secondary_driver: driverRef(l.secondary_driver_id, d.secondary_first, d.secondary_last),
    dispatcher_id: l.dispatcher_id,
    dispatcher:
      l.dispatcher_id !== null && d.dispatcher_name !== null
        ? { id: l.dispatcher_id, full_name: personName(d.dispatcher_name, d.dispatcher_last) }
        : null,
    status_id: l.status_id,
    status: { id: l.status_id, name: d.status_name, color: d.status_color, meaning: d.status_meaning },
    processed: l.processed,
    is_team_load: l.is_team_load,
    team_pay_split_primary: l.team_pay_split_primary,
    team_pay_split_secondary: l.team_pay_split_secondary,
    progress: toProgress(progress),
    rate_cargo: rateCargoOf(l),
    events: events.map(toEvent),
    invoice_number: l.invoice_number,
    invoice_date: l.invoice_date,
    invoice_amount: l.invoice_amount,
    invoice_outdated: invoiceOutdated(l),
    paid_date: l.paid_date,
    version: l.version,
    created_by: l.created_by,
    created_at: l.created_at.toISOString(),
    updated_at: l.updated_at.toISOString(),
  };
}

const stop = (
  date: string | null,
  city: string | null,
  state: string | null,
  country: string | null,
  from: Date | null,
  to: Date | null,
) =>
  date
    ? { event_date: date, city, state, country, appointment_time_lower: iso(from), appointment_time_higher: iso(to) }
    : null;

export function toListItem(r: repo.LoadListRow): LoadListItem {
  const totals = rateCargoTotals(r);
  return {
    id: r.id,
    load_number: r.load_number,
    status: { id: r.status_id, name: r.status_name, color: r.status_color, meaning: r.status_meaning },
    broker: {
      id: r.broker_id,
      name: r.broker_name,
      mc_number: r.broker_mc,
      has_warning: r.broker_warning,
      warning_note: r.broker_warning ? r.broker_warning_note : null,
    },
    driver: driverRef(r.driver_id, r.driver_first, r.driver_last),
    secondary_driver: driverRef(r.secondary_driver_id, r.secondary_first, r.secondary_last),
    dispatcher:
      r.dispatcher_id !== null && r.dispatcher_name !== null
        ? { id: r.dispatcher_id, full_name: personName(r.dispatcher_name, r.dispatcher_last) }
        : null,
    truck: r.truck_id !== null && r.truck_unit !== null ? { id: Number(r.truck_id), unit_number: r.truck_unit } : null,
    is_team_load: r.is_team_load,
    processed: r.processed,
    first_pickup: stop(
      r.first_pickup_date,
      r.first_pickup_city,
      r.first_pickup_state,
      r.first_pickup_country,
      r.first_pickup_from,
      r.first_pickup_to,
    ),
    last_delivery: stop(
      r.last_delivery_date,
      r.last_delivery_city,
      r.last_delivery_state,
      r.last_delivery_country,
      r.last_delivery_from,
      r.last_delivery_to,
    ),
    rate_booked: r.rate_booked,
    rate_dispatched: r.rate_dispatched,
    total_miles: totals.total_miles,
    rpm_total: totals.rpm_total,
    completion_percentage: r.completion_percentage ?? 0,
    comment_count: r.comment_count,
    invoice_number: r.invoice_number,
    invoice_date: r.invoice_date,
    document_count: r.document_count,
    version: r.version,
    created_at: r.created_at.toISOString(),
  };
}

/** The first pickup and last delivery copied onto the load for the board (decision 0062). */
function stopColumns(events: EventInput[]) {
  const sorted = [...events].sort((a, b) => a.event_order - b.event_order);
  const pickup = sorted.find((e) => e.event_type === 'pickup');
  const delivery = [...sorted].reverse().find((e) => e.event_type === 'delivery');
  const at = (v: string | null | undefined) => (v ? new Date(v) : null);
  return {
    first_pickup_date: pickup?.event_date ?? null,
    first_pickup_city: pickup?.location_city ?? null,
    first_pickup_state: pickup?.location_state ?? null,
    first_pickup_country: pickup?.location_country ?? null,
    first_pickup_from: at(pickup?.appointment_time_lower),
    first_pickup_to: at(pickup?.appointment_time_higher),
    last_delivery_date: delivery?.event_date ?? null,
    last_delivery_city: delivery?.location_city ?? null,
    last_delivery_state: delivery?.location_state ?? null,
    last_delivery_country: delivery?.location_country ?? null,
    last_delivery_from: at(delivery?.appointment_time_lower),
    last_delivery_to: at(delivery?.appointment_time_higher),
  };
}

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

const canWrite = (ctx: Ctx) => {
  const caps = capabilitiesOf(ctx.roles);
  return caps.has('load_management') || caps.has('accounting_loads');
};

/** Whether the caller sees a load's money; the others get its rate, pay, margin and invoice amount as null. */
const seesMoney = (ctx: Ctx) => {
  const caps = capabilitiesOf(ctx.roles);
  return LOAD_CAPABILITIES.money.some((c) => caps.has(c));
};
const MONEY_HISTORY: readonly string[] = ['rate', 'driver_pay'];

function listItemWithoutMoney(item: LoadListItem): LoadListItem {
  return { ...item, rate_booked: null, rate_dispatched: null, rpm_total: null };
}

function loadWithoutMoney(load: Load): Load {
  const rate_cargo = {
    ...load.rate_cargo,
    rate_booked: null,
    rate_dispatched: null,
    rpm_loaded: null,
    rpm_total: null,
    profit_margin: null,
  };
  return { ...load, rate_cargo, invoice_amount: null, invoice_outdated: false };
}

/** The board's rows as the caller may see them. */
const listItemsFor = (ctx: Ctx, rows: repo.LoadListRow[]) =>
  seesMoney(ctx) ? rows.map(toListItem) : rows.map((r) => listItemWithoutMoney(toListItem(r)));

/** Track-and-trace users (without load management) see only the loads of the drivers they follow. */
export async function visibility(tx: AppDb, ctx: Ctx, companyId: number): Promise<Visibility> {
  if (canWrite(ctx)) return {};
  return { followed: await driversOfUser(tx, 'track_and_trace', companyId, ctx.userId) };
}

const visible = (v: Visibility, l: { driver_id: number | null; secondary_driver_id: number | null }) =>
  !v.followed ||
  (l.driver_id !== null && v.followed.includes(l.driver_id)) ||
  (l.secondary_driver_id !== null && v.followed.includes(l.secondary_driver_id));

/** The load, locked when it is about to change; 404 for another company's or an unseen one. */
export async function loadOf(tx: AppDb, ctx: Ctx, companyId: number, id: number, lock = false) {
  const row = lock ? await repo.lockLoad(tx, { companyId, id }) : (await repo.findLoad(tx, { companyId, id }))?.load;
  if (!row || !visible(await visibility(tx, ctx, companyId), row)) throw notFound(M.loadNotFound);
  return row;
}

/**
 * The load an invoice is generated for, locked until the caller's transaction ends (two
 * generations of one load take turns), with its broker and stops; 404 for a load the caller
 * may not see.
 */
export async function loadForInvoice(tx: AppDb, ctx: Ctx, companyId: number, id: number) {
  const row = await loadOf(tx, ctx, companyId, id, true);
  // Decision 0120: only delivered loads are billed, and a paid invoice is not issued again.
  const status = (await repo.statusCatalogue(tx, companyId)).find((s) => s.id === row.status_id);
  const refusal = invoiceRefusal(status ?? { name: '', meaning: 'open' }, row.paid_date);
  if (refusal) throw new AppError(409, refusal);
  const events = await repo.listEvents(tx, { companyId, loadId: id });
  return { load: row, events: events.map(toEvent) };
}

/** Writes the invoice number and date on a load locked by `loadForInvoice`, with history and audit. */
export async function recordInvoice(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  before: repo.LoadRow,
  invoice: { number: number; date: string; document_id: number; terms: string; due_date: string; amount: string },
) {
  const after = await repo.updateLoad(
    tx,
    { companyId, id: before.id },
    {
      invoice_amount: invoice.amount,
      invoice_number: invoice.number,
      invoice_date: invoice.date,
      invoice_terms: invoice.terms,
      invoice_due_date: invoice.due_date,
    },
  );
  await history.insertHistory(tx, { companyId, loadId: before.id, userId: ctx.userId }, [
    {
      kind: 'invoice',
      from_value: before.invoice_number === null ? null : String(before.invoice_number),
      to_value: `${invoice.number} (${invoice.date})`,
    },
  ]);
  await audit(tx, ctx, {
    action: 'invoice',
    entity: 'load',
    entityId: before.id,
    detail: { load_number: before.load_number, ...invoice, version: after.version },
  });
  return after;
}

export function createLoadsService(db: AppDb, opts: { onChange?: (companyId: number) => void } = {}) {
  /** A write to the company's loads; once it commits, cached figures of the company are dropped. */
  async function writing<T>(companyId: number, work: (tx: AppDb) => Promise<T>): Promise<T> {
    const result = await withTenant(db, companyId, work);
    opts.onChange?.(companyId);
    return result;
  }

  async function detail(tx: AppDb, companyId: number, id: number): Promise<Load> {
    const d = await repo.findLoad(tx, { companyId, id });
    if (!d) throw notFound(M.loadNotFound);
    const progress =
      (await repo.findProgress(tx, { companyId, loadId: id })) ?? (await refreshProgress(tx, companyId, id));
    return toLoad(d, await repo.listEvents(tx, { companyId, loadId: id }), progress);
  }

  /** Recomputes the progress flags from what the load holds (spec 3 section 4). */
  async function refreshProgress(tx: AppDb, companyId: number, loadId: number, rateCargoEntered?: boolean) {
    const events = await repo.listEvents(tx, { companyId, loadId });
    const current = await repo.findProgress(tx, { companyId, loadId });
    const p = progressOf({
      basic: true,
      pickups: events.filter((e) => e.event.event_type === 'pickup').length,
      deliveries: events.filter((e) => e.event.event_type === 'delivery').length,
      rateCargo: rateCargoEntered ?? current?.rate_cargo_entered ?? false,
    });
    return repo.upsertProgress(tx, {
      company_id: companyId,
      load_id: loadId,
      ...progressFlags(p),
    });
  }

  async function assertNumberFree(tx: AppDb, companyId: number, loadNumber: string, exceptId?: number) {
    await repo.lockLoadNumber(tx, { companyId, loadNumber });
    if (await repo.findLoadNumber(tx, { companyId, loadNumber, exceptId })) throw conflict(M.loadNumberTaken);
  }

  /** A driver the caller may put on a load: the company's, active, and theirs unless they see all. */
  async function assertDriver(tx: AppDb, ctx: Ctx, companyId: number, id: number, name: string) {
    const driver = await driverForUpdate(tx, companyId, id);
    if (!driver) throw field(name, M.driverUnknown);
    if (!driver.is_active) throw field(name, M.driverInactive);
    if (!capabilitiesOf(ctx.roles).has('loads_all_drivers')) {
      const mine = await driversOfUser(tx, 'dispatcher', companyId, ctx.userId);
      if (!mine.includes(id)) throw field(name, M.driverNotAssigned);
    }
    return driver;
  }

  async function assertDispatcher(tx: AppDb, companyId: number, id: number) {
    const [user] = await companyUsersWithRole(tx, companyId, 'DISPATCHER', id);
    if (!user) throw field('dispatcher_id', M.dispatcherUnknown);
  }

  /**
   * Checks the records a basic info change names (only the changed ones: a load keeps an inactive
   * driver or status it already had) and the team rules on the merged result.
   */
  async function assertBasicInfo(
    tx: AppDb,
    ctx: Ctx,
    companyId: number,
    next: Step1,
    before?: repo.LoadRow,
    opts: { accounting?: boolean } = {},
  ) {
    const changed = <K extends keyof Step1 & keyof repo.LoadRow>(k: K) => !before || before[k] !== next[k];
    const team = teamProblems(next);
    if (team[0]) throw field(team[0].path, team[0].message);
    if (changed('broker_id') && !(await customerExists(tx, companyId, next.broker_id)))
      throw field('broker_id', M.customerUnknown);
    if (changed('status_id') && !(await loadStatusUsable(tx, companyId, next.status_id)))
      throw field('status_id', M.statusUnknown);
    if (next.driver_id && changed('driver_id')) await assertDriver(tx, ctx, companyId, next.driver_id, 'driver_id');
    if (next.secondary_driver_id && changed('secondary_driver_id'))
      await assertDriver(tx, ctx, companyId, next.secondary_driver_id, 'secondary_driver_id');
    if (opts.accounting) {
      // Spec 3 section 5: the accounting flow needs a dispatcher of the driver.
      const dispatchers = next.driver_id ? await usersOfDriver(tx, 'dispatcher', companyId, next.driver_id) : null;
      if (dispatchers && dispatchers.length === 0) throw field('driver_id', M.driverWithoutDispatchers);
      if (!next.dispatcher_id) throw field('dispatcher_id', M.dispatcherRequired);
      await assertDispatcher(tx, companyId, next.dispatcher_id);
      if (dispatchers && !dispatchers.includes(next.dispatcher_id)) throw field('dispatcher_id', M.dispatcherUnknown);
    } else if (next.dispatcher_id && changed('dispatcher_id')) {
      await assertDispatcher(tx, companyId, next.dispatcher_id);
    }
  }

  /** The company's zone: its "today", and the zone of its stops that have no US state. */
  async function zoneOf(tx: AppDb, companyId: number) {
    return (await companyTimeZone(tx, companyId)) ?? PLATFORM_TIME_ZONE;
  }

  /**
   * Appointment types used by the stops, appointment times on the stop's day at the stop, and
   * the ids of kept stops (they must be this load's).
   */
  async function assertEvents(tx: AppDb, companyId: number, loadId: number | null, events: EventInput[]) {
    const stored = new Map(
      loadId ? (await repo.listEvents(tx, { companyId, loadId })).map(({ event }) => [event.id, event]) : [],
    );
    const companyZone = await zoneOf(tx, companyId);
    const offDay = events.flatMap((e, i) =>
      appointmentDayProblems(e, companyZone).map((p) => ({
        loc: ['body', 'events', i, p.field],
        msg: p.message,
        type: 'value_error',
      })),
    );
    if (offDay.length) throw new ValidationError(offDay);
    const types = new Map<number, Awaited<ReturnType<typeof usableAppointmentType>>>();
    for (const [i, e] of events.entries()) {
      if (e.id !== undefined && !stored.has(e.id))
        throw new ValidationError([{ loc: ['body', 'events', i, 'id'], msg: M.eventNotFound, type: 'value_error' }]);
      if (!e.appointment_type_id) continue;
      if (!types.has(e.appointment_type_id))
        types.set(e.appointment_type_id, await usableAppointmentType(tx, companyId, e.appointment_type_id));
      const type = types.get(e.appointment_type_id);
      const loc = ['body', 'events', i, 'appointment_type_id'];
      if (!type) throw new ValidationError([{ loc, msg: M.appointmentTypeUnknown, type: 'value_error' }]);
      if (type.has_time_range && (!e.appointment_time_lower || !e.appointment_time_higher))
        throw new ValidationError([{ loc, msg: M.appointmentTimesRequired, type: 'value_error' }]);
    }
    const completions = completionProblems(events, stored, dayIn(companyZone));
    if (completions.length) throw new ValidationError(completions);
    return stored;
  }

  async function saveEvents(tx: AppDb, ctx: Ctx, companyId: number, loadId: number, events: EventInput[]) {
    const stored = await assertEvents(tx, companyId, loadId, events);
    const now = new Date();
    await repo.replaceEvents(
      tx,
      { companyId, loadId },
      events.map((e) => ({
        ...e,
        event_date: e.event_date as string,
        appointment_time_lower: e.appointment_time_lower ? new Date(e.appointment_time_lower) : null,
        appointment_time_higher: e.appointment_time_higher ? new Date(e.appointment_time_higher) : null,
        ...completionOf(e, stored, ctx.userId, now),
      })),
    );
    return stopColumns(events);
  }

  async function statusName(tx: AppDb, companyId: number, id: number) {
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
      out.push({ kind: 'status', from_value: nameOfStatus(before.status_id), to_value: nameOfStatus(after.status_id) });
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
  async function change(
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

  /** Decision 0120: a dispatcher may not clear the mark that keeps a processed load from deletion. */
  const assertProcessedChange = (ctx: Ctx, before: repo.LoadRow, processed: boolean) => {
    const refusal = unprocessRefusal(capabilitiesOf(ctx.roles), before.processed, processed);
    if (refusal) throw forbidden(refusal);
  };

  /**
   * Decision 0120: a paid invoice fixes what it billed (the rate booked) and whom (the customer).
   * Values sent again unchanged pass, so the wizard's full step 3 still saves the cargo.
   */
  const assertMoneyOpen = (before: repo.LoadRow, next: { rate_booked?: string | null; broker_id?: number }) => {
    if (before.paid_date === null || before.invoice_number === null) return;
    const rateChanged =
      next.rate_booked !== undefined && toCents(next.rate_booked ?? '0') !== toCents(before.rate_booked ?? '0');
    const customerChanged = next.broker_id !== undefined && next.broker_id !== before.broker_id;
    if (rateChanged || customerChanged)
      throw conflict(M.moneyPaid(before.invoice_number, formatDate(before.paid_date)));
  };

  const checkVersion = (row: repo.LoadRow, version: number | undefined) => {
    if (version !== undefined && version !== row.version) throw conflict(M.stale);
  };

  function basicValues(input: Step1) {
    return {
      load_number: input.load_number,
      broker_id: input.broker_id,
      driver_id: input.driver_id,
      secondary_driver_id: input.is_team_load ? input.secondary_driver_id : null,
      dispatcher_id: input.dispatcher_id,
      status_id: input.status_id,
      processed: input.processed,
      is_team_load: input.is_team_load,
      team_pay_split_primary: input.is_team_load ? input.team_pay_split_primary : null,
      team_pay_split_secondary:
        input.is_team_load && input.team_pay_split_primary ? secondarySplitOf(input.team_pay_split_primary) : null,
    };
  }

  async function createIn(
    tx: AppDb,
    ctx: Ctx,
    companyId: number,
    input: Step1,
    opts: { accounting?: boolean; events?: EventInput[]; rateCargo?: RateCargoPut } = {},
  ) {
    // A dispatcher booking without naming one books for themselves.
    const next =
      !opts.accounting && !input.dispatcher_id && capabilitiesOf(ctx.roles).has('loads_own_desk')
        ? { ...input, dispatcher_id: ctx.userId }
        : input;
    await assertBasicInfo(tx, ctx, companyId, next, undefined, opts);
    await assertNumberFree(tx, companyId, next.load_number);
    if (opts.events) await assertEvents(tx, companyId, null, opts.events);
    const row = await repo.insertLoad(tx, {
      ...basicValues(next),
      ...(opts.rateCargo ?? {}),
      company_id: companyId,
      created_by: ctx.userId,
    });
    if (opts.events)
      await repo.updateLoad(tx, { companyId, id: row.id }, await saveEvents(tx, ctx, companyId, row.id, opts.events));
    await refreshProgress(tx, companyId, row.id, Boolean(opts.rateCargo));
    await history.insertHistory(tx, { companyId, loadId: row.id, userId: ctx.userId }, [
      { kind: 'created', from_value: null, to_value: await statusName(tx, companyId, row.status_id) },
    ]);
    await audit(tx, ctx, {
      action: 'create',
      entity: 'load',
      entityId: row.id,
      detail: { load_number: row.load_number, accounting: Boolean(opts.accounting) },
    });
    return detail(tx, companyId, row.id);
  }

  return {
    createStep1(ctx: Ctx, input: Step1) {
      const companyId = requireCompany(ctx);
      return writing(companyId, (tx) => createIn(tx, ctx, companyId, input));
    },

    createAccounting(ctx: Ctx, input: AccountingStep1) {
      const companyId = requireCompany(ctx);
      return writing(companyId, (tx) => createIn(tx, ctx, companyId, input, { accounting: true }));
    },

    createWithEvents(ctx: Ctx, input: WithEvents) {
      const companyId = requireCompany(ctx);
      const { events, rate_cargo, ...basic } = input;
      return writing(companyId, (tx) => createIn(tx, ctx, companyId, basic, { events, rateCargo: rate_cargo }));
    },

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

    updateBasicInfo(ctx: Ctx, id: number, input: BasicInfoUpdate) {
      const companyId = requireCompany(ctx);
      const { version, ...changes } = input;
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        checkVersion(before, version);
        const merged: Step1 = {
          load_number: changes.load_number ?? before.load_number,
          broker_id: changes.broker_id ?? before.broker_id,
          driver_id: changes.driver_id === undefined ? before.driver_id : changes.driver_id,
          dispatcher_id: changes.dispatcher_id === undefined ? before.dispatcher_id : changes.dispatcher_id,
          status_id: changes.status_id ?? before.status_id,
          processed: changes.processed ?? before.processed,
          is_team_load: changes.is_team_load ?? before.is_team_load,
          secondary_driver_id:
            changes.secondary_driver_id === undefined ? before.secondary_driver_id : changes.secondary_driver_id,
          team_pay_split_primary:
            changes.team_pay_split_primary === undefined
              ? before.team_pay_split_primary
              : changes.team_pay_split_primary,
          team_pay_split_secondary: null,
        };
        // Turning team load off clears the secondary driver and both splits (spec 3 section 4).
        if (changes.is_team_load === false) {
          merged.secondary_driver_id = null;
          merged.team_pay_split_primary = null;
        }
        assertProcessedChange(ctx, before, merged.processed);
        assertMoneyOpen(before, { broker_id: merged.broker_id });
        await assertBasicInfo(tx, ctx, companyId, merged, before);
        if (
          merged.load_number.toLowerCase() !== before.load_number.toLowerCase() ||
          merged.load_number !== before.load_number
        )
          await assertNumberFree(tx, companyId, merged.load_number, id);
        await change(tx, ctx, companyId, before, basicValues(merged), 'update');
        return detail(tx, companyId, id);
      });
    },

    setStatus(ctx: Ctx, id: number, input: { status_id: number; version?: number }) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        checkVersion(before, input.version);
        if (before.status_id !== input.status_id && !(await loadStatusUsable(tx, companyId, input.status_id)))
          throw field('status_id', M.statusUnknown);
        await change(tx, ctx, companyId, before, { status_id: input.status_id }, 'status');
        return detail(tx, companyId, id);
      });
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

    putEvents(ctx: Ctx, id: number, events: EventInput[]) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        const stops = await saveEvents(tx, ctx, companyId, id, events);
        await repo.updateLoad(tx, { companyId, id }, stops);
        await refreshProgress(tx, companyId, id);
        await audit(tx, ctx, {
          action: 'events',
          entity: 'load',
          entityId: id,
          detail: { load_number: before.load_number, events: events.length },
        });
        return detail(tx, companyId, id);
      });
    },

    events(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await loadOf(tx, ctx, companyId, id);
        return { events: (await repo.listEvents(tx, { companyId, loadId: id })).map(toEvent) };
      });
    },

    completeEvent(ctx: Ctx, id: number, eventId: number, isCompleted: boolean) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const load = await loadOf(tx, ctx, companyId, id, true);
        const stops = (await repo.listEvents(tx, { companyId, loadId: id })).map((e) => e.event);
        const event = stops.find((e) => e.id === eventId);
        if (!event) throw notFound(M.eventNotFound);
        const changed = { ...event, is_completed: isCompleted };
        const problem = flagProblem(
          changed,
          stops.map((e) => (e.id === eventId ? changed : e)),
          dayIn(await zoneOf(tx, companyId)),
        );
        if (problem) throw unprocessable(problem);
        await repo.setEventCompleted(
          tx,
          { companyId, id: eventId },
          {
            is_completed: isCompleted,
            completed_at: isCompleted ? new Date() : null,
            completed_by: isCompleted ? ctx.userId : null,
          },
        );
        await repo.updateLoad(tx, { companyId, id }, {});
        await audit(tx, ctx, {
          action: isCompleted ? 'event_complete' : 'event_reopen',
          entity: 'load',
          entityId: id,
          detail: { load_number: load.load_number, event_id: eventId, event_order: event.event_order },
        });
        const events = await repo.listEvents(tx, { companyId, loadId: id });
        return toEvent(events.find((e) => e.event.id === eventId)!);
      });
    },

    /** Step 3 (every field) and step 4 (changed fields only): rate and cargo, then progress. */
    saveRateCargo(ctx: Ctx, id: number, input: RateCargoPut | RateCargoPatch) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        assertMoneyOpen(before, input);
        await change(tx, ctx, companyId, before, input, 'rate_cargo');
        await refreshProgress(tx, companyId, id, true);
        return detail(tx, companyId, id);
      });
    },

    remove(ctx: Ctx, id: number) {
      const companyId = requireCompany(ctx);
      return writing(companyId, async (tx) => {
        const before = await loadOf(tx, ctx, companyId, id, true);
        // Spec 3 section 6: managers always; dispatchers unprocessed loads only; nobody else.
        const refusal = loadDeletionRefusal(capabilitiesOf(ctx.roles), before.processed);
        if (refusal) throw forbidden(refusal);
        // Decision 0120: money records keep their load, whoever asks.
        if (before.invoice_number !== null)
          throw conflict(
            M.deleteInvoiced(before.invoice_number, before.paid_date === null ? null : formatDate(before.paid_date)),
          );
        const [hold] = await repo.statementHolds(tx, { companyId, loadId: id });
        if (hold) throw conflict(M.deleteOnStatement(hold));
        await repo.deleteLoad(tx, { companyId, id });
        await audit(tx, ctx, {
          action: 'delete',
          entity: 'load',
          entityId: id,
          detail: { load_number: before.load_number, processed: before.processed },
        });
      });
    },

    list(ctx: Ctx, q: ListQuery) {
      return readCompany(db, ctx, async (tx, companyId) => {
        const f = filterOf(companyId, q, await visibility(tx, ctx, companyId));
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

    driverEvents(
      ctx: Ctx,
      driverId: number,
      q: {
        event_date_from?: string;
        event_date_to?: string;
        status_ids?: number[];
        processed?: boolean;
        skip: number;
        limit: number;
      },
    ) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertDriverVisible(tx, ctx, companyId, driverId);
        const where = {
          companyId,
          driverId,
          from: q.event_date_from,
          to: q.event_date_to,
          statusIds: q.status_ids,
          processed: q.processed,
        };
        const rows = await repo.driverEvents(tx, where, q);
        const now = Date.now();
        const companyZone = await zoneOf(tx, companyId);
        // A stop without a window is late once its day is over at the stop.
        const today = (e: { location_state: string | null; location_country: string }) =>
          dayIn(stopTimeZone({ state: e.location_state, country: e.location_country }, companyZone));
        return {
          events: rows.map((r) => {
            const end = r.event.appointment_time_higher;
            const late = !r.event.is_completed && (end ? end.getTime() < now : r.event.event_date < today(r.event));
            return {
              ...toEvent(r),
              load_number: r.load_number,
              status: { id: r.status_id, name: r.status_name, color: r.status_color, meaning: r.status_meaning },
              processed: r.processed,
              is_late: late,
            };
          }),
          total: await repo.countDriverEvents(tx, where),
        };
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
        return v.followed && repo.loadIds(tx, { companyId, followedDriverIds: v.followed });
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

  async function assertDriverVisible(tx: AppDb, ctx: Ctx, companyId: number, driverId: number) {
    const v = await visibility(tx, ctx, companyId);
    if (v.followed && !v.followed.includes(driverId)) throw notFound(M.driverUnknown);
    if (!(await driverForUpdate(tx, companyId, driverId))) throw notFound(M.driverUnknown);
  }
}

export type LoadsService = ReturnType<typeof createLoadsService>;
