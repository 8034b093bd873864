import type { LoadDraftFilter } from '@tms/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { findInCompany, ofCompany } from '../../db/find';
import { fullName, fullNameOrNull } from '../../db/names';
import { inPage, type Page } from '../../db/paging';
import { inRange } from '../../db/range';
import {
  companies,
  customers,
  documents,
  driverEquipmentAssignments,
  driverStatementLines,
  driverStatements,
  drivers,
  loadAppointmentTypes,
  loadCheckCalls,
  loadComments,
  loadEvents,
  loadProgress,
  loadStatuses,
  loads,
  trailers,
  trucks,
  users,
} from '../../db/schema';
import { containsPattern } from '../../db/search';
import { updateVersioned } from '../../db/versioned';

export type LoadRow = typeof loads.$inferSelect;
export type LoadValues = Omit<typeof loads.$inferInsert, 'id' | 'company_id' | 'version' | 'created_at' | 'updated_at'>;
export type EventRow = typeof loadEvents.$inferSelect;
export type EventValues = Omit<typeof loadEvents.$inferInsert, 'company_id' | 'load_id' | 'created_at' | 'updated_at'>;
export type ProgressRow = typeof loadProgress.$inferSelect;

const secondary = alias(drivers, 'secondary_driver');
const dispatcher = alias(users, 'dispatcher');

/** Every filter of the board (spec 3 section 7), already resolved by the service. */
export type LoadFilter = {
  companyId: number;
  dispatcherIds?: number[];
  brokerIds?: number[];
  statusIds?: number[];
  driverIds?: number[];
  anyDriverId?: number;
  /** Track and trace: only loads whose primary or secondary driver is one of these. */
  followedDriverIds?: number[];
  processed?: boolean;
  invoiced?: boolean;
  /** Days in the company's time zone; the before day is included. */
  createdAfter?: string;
  createdBefore?: string;
  pickupFrom?: string;
  pickupTo?: string;
  search?: string;
  /** Drafts (decision 0195): left out unless asked for, so no count or total takes them in. */
  drafts?: LoadDraftFilter;
};
export type LoadSort = {
  by: 'pickup_date' | 'delivery_date' | 'load_number' | 'created_at' | 'rate_booked' | 'status';
  dir: 'asc' | 'desc';
};

/** The start of a day (plus `shift` days) in the load's company time zone. */
const startOfDay = (day: string, shift: number) =>
  sql`((${day}::date + ${shift}::int)::timestamp at time zone (select ${companies.time_zone} from ${companies} where ${companies.id} = ${loads.company_id}))`;

/** Which loads a draft filter keeps; left out, drafts are excluded. */
const draftsWhere = (drafts: LoadDraftFilter = 'exclude') =>
  drafts === 'include' ? undefined : eq(loads.is_draft, drafts === 'only');

const anyDriver = (ids: number[]) => or(inArray(loads.driver_id, ids), inArray(loads.secondary_driver_id, ids));

function whereOf(f: LoadFilter): SQL | undefined {
  const like = containsPattern(f.search);
  return and(
    eq(loads.company_id, f.companyId),
    draftsWhere(f.drafts),
    f.dispatcherIds?.length ? inArray(loads.dispatcher_id, f.dispatcherIds) : undefined,
    f.brokerIds?.length ? inArray(loads.broker_id, f.brokerIds) : undefined,
    f.statusIds?.length ? inArray(loads.status_id, f.statusIds) : undefined,
    f.driverIds?.length ? inArray(loads.driver_id, f.driverIds) : undefined,
    f.anyDriverId ? anyDriver([f.anyDriverId]) : undefined,
    f.followedDriverIds ? (f.followedDriverIds.length ? anyDriver(f.followedDriverIds) : sql`false`) : undefined,
    f.processed === undefined ? undefined : eq(loads.processed, f.processed),
    f.invoiced === undefined
      ? undefined
      : f.invoiced
        ? sql`${loads.invoice_number} is not null`
        : sql`${loads.invoice_number} is null`,
    f.createdAfter ? gte(loads.created_at, startOfDay(f.createdAfter, 0)) : undefined,
    f.createdBefore ? lt(loads.created_at, startOfDay(f.createdBefore, 1)) : undefined,
    inRange(loads.first_pickup_date, f.pickupFrom, f.pickupTo),
    like
      ? or(
          ilike(loads.load_number, like),
          sql`exists (select 1 from ${customers} where ${customers.id} = ${loads.broker_id} and ${customers.name} ilike ${like})`,
          sql`exists (select 1 from ${drivers} where ${drivers.id} in (${loads.driver_id}, ${loads.secondary_driver_id}) and (${fullName(drivers.first_name, drivers.last_name)}) ilike ${like})`,
          sql`exists (select 1 from ${loadEvents} where ${loadEvents.load_id} = ${loads.id} and ${loadEvents.reference_number} ilike ${like})`,
        )
      : undefined,
  );
}

function orderOf(s: LoadSort): SQL[] {
  const dir = s.dir === 'asc' ? asc : desc;
  const nullsLast = (col: SQLWrapper) => (s.dir === 'asc' ? sql`${col} asc nulls last` : sql`${col} desc nulls last`);
  switch (s.by) {
    case 'pickup_date':
      return [nullsLast(loads.first_pickup_date), dir(loads.id)];
    case 'delivery_date':
      return [nullsLast(loads.last_delivery_date), dir(loads.id)];
    case 'load_number':
      return [dir(sql`lower(${loads.load_number})`), dir(loads.id)];
    case 'created_at':
      return [dir(loads.created_at), dir(loads.id)];
    case 'rate_booked':
      return [nullsLast(sql`${loads.rate_booked}`), dir(loads.id)];
    case 'status':
      return [dir(loadStatuses.sort_order), dir(loads.id)];
  }
}

const statusColumns = {
  status_name: loadStatuses.name,
  status_color: loadStatuses.color,
  status_meaning: loadStatuses.meaning,
};

/** What a load links to, by name: its status, broker, drivers and dispatcher. */
const linkedNames = {
  ...statusColumns,
  broker_name: customers.name,
  broker_mc: customers.mc_number,
  broker_warning: customers.has_warning,
  broker_warning_note: customers.warning_note,
  driver_first: drivers.first_name,
  driver_last: drivers.last_name,
  secondary_first: secondary.first_name,
  secondary_last: secondary.last_name,
  dispatcher_name: dispatcher.name,
  dispatcher_last: dispatcher.last_name,
};

/** Joins a select from loads, by primary keys, to what `linkedNames` reads. */
function joinLinked<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
    .innerJoin(customers, eq(customers.id, loads.broker_id))
    .leftJoin(drivers, eq(drivers.id, loads.driver_id))
    .leftJoin(secondary, eq(secondary.id, loads.secondary_driver_id))
    .leftJoin(dispatcher, eq(dispatcher.id, loads.dispatcher_id));
}

const listColumns = (withComments: boolean) => ({
  ...linkedNames,
  id: loads.id,
  load_number: loads.load_number,
  status_id: loads.status_id,
  broker_id: loads.broker_id,
  driver_id: loads.driver_id,
  secondary_driver_id: loads.secondary_driver_id,
  dispatcher_id: loads.dispatcher_id,
  // The primary driver's truck now: at most one active assignment per driver (unique index).
  truck_id: sql<
    number | null
  >`(select ${driverEquipmentAssignments.truck_id} from ${driverEquipmentAssignments} where ${driverEquipmentAssignments.driver_id} = ${loads.driver_id} and ${driverEquipmentAssignments.is_active} limit 1)`,
  truck_unit: sql<
    string | null
  >`(select ${trucks.unit_number} from ${driverEquipmentAssignments} join ${trucks} on ${trucks.id} = ${driverEquipmentAssignments.truck_id} where ${driverEquipmentAssignments.driver_id} = ${loads.driver_id} and ${driverEquipmentAssignments.is_active} limit 1)`,
  is_team_load: loads.is_team_load,
  processed: loads.processed,
  is_draft: loads.is_draft,
  first_pickup_date: loads.first_pickup_date,
  first_pickup_city: loads.first_pickup_city,
  first_pickup_state: loads.first_pickup_state,
  first_pickup_country: loads.first_pickup_country,
  first_pickup_from: loads.first_pickup_from,
  first_pickup_to: loads.first_pickup_to,
  last_delivery_date: loads.last_delivery_date,
  last_delivery_city: loads.last_delivery_city,
  last_delivery_state: loads.last_delivery_state,
  last_delivery_country: loads.last_delivery_country,
  last_delivery_from: loads.last_delivery_from,
  last_delivery_to: loads.last_delivery_to,
  rate_booked: loads.rate_booked,
  rate_dispatched: loads.rate_dispatched,
  loaded_miles: loads.loaded_miles,
  empty_miles: loads.empty_miles,
  completion_percentage: loadProgress.completion_percentage,
  comment_count: withComments
    ? sql<number>`(select count(*) from ${loadComments} where ${loadComments.load_id} = ${loads.id})`.mapWith(Number)
    : sql<null>`null`,
  invoice_number: loads.invoice_number,
  invoice_date: loads.invoice_date,
  document_count:
    sql<number>`(select count(*) from ${documents} where ${documents.company_id} = ${loads.company_id} and ${documents.load_id} = ${loads.id} and ${documents.is_active})`.mapWith(
      Number,
    ),
  last_check_call: lastCheckCall,
  version: loads.version,
  created_at: loads.created_at,
});

/**
 * The load's newest check call as JSON, or null: one index probe (load_id, created_at) per row
 * inside the page's own statement, never a query per row.
 */
const lastCheckCall = sql<LastCheckCallJson | null>`(select json_build_object('reason', ${loadCheckCalls.reason}, 'city', ${loadCheckCalls.city}, 'state', ${loadCheckCalls.state}, 'latitude', ${loadCheckCalls.latitude}, 'longitude', ${loadCheckCalls.longitude}, 'eta', ${loadCheckCalls.eta}, 'created_at', ${loadCheckCalls.created_at}) from ${loadCheckCalls} where ${loadCheckCalls.load_id} = ${loads.id} order by ${loadCheckCalls.created_at} desc, ${loadCheckCalls.id} desc limit 1)`;
export type LastCheckCallJson = {
  reason: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  eta: string | null;
  created_at: string;
};

/**
 * How many loads match, as a sub-select of its own: it names no column of the outer query, so
 * PostgreSQL runs it once per statement (an init plan) beside the page's top-N plan.
 */
const matchingCount = (f: LoadFilter) =>
  sql<number>`(select count(*) from ${loads} where ${whereOf(f)})`.mapWith(Number);

/**
 * One page of the board with the names it shows, joined by primary keys, each row carrying how
 * many loads match the filter (`total`): the page and its total in one statement.
 */
export function listLoads(db: AppDb, f: LoadFilter, sort: LoadSort, page: Page, withComments: boolean) {
  return inPage(
    joinLinked(
      db
        .select({ ...listColumns(withComments), total: matchingCount(f) })
        .from(loads)
        .$dynamic(),
    )
      .leftJoin(loadProgress, eq(loadProgress.load_id, loads.id))
      .where(whereOf(f))
      .orderBy(...orderOf(sort))
      .$dynamic(),
    page,
  );
}
export type LoadListRow = Awaited<ReturnType<typeof listLoads>>[number];

/** The ids of the loads the filter keeps (the documents of a tracking user's loads). */
export async function loadIds(db: AppDb, f: LoadFilter): Promise<number[]> {
  return (await db.select({ id: loads.id }).from(loads).where(whereOf(f))).map((r) => r.id);
}

export async function countLoads(db: AppDb, f: LoadFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loads)
    .where(whereOf(f));
  return row?.n ?? 0;
}

/**
 * Counts per status and exact totals (SQL numeric sums) for the board's header, beside the
 * company's status catalogue in board order, in one statement: a full join, so every status is
 * named (with no counts when no load has it) and every group is counted.
 */
export async function loadStats(db: AppDb, f: LoadFilter) {
  const groups = db
    .select({
      status_id: loads.status_id,
      count: sql<number>`count(*)::int`.as('count'),
      processed: sql<number>`(count(*) filter (where ${loads.processed}))::int`.as('processed'),
      rate_booked: sql<string>`coalesce(sum(${loads.rate_booked}), 0)::text`.as('rate_booked'),
      driver_pay: sql<string>`coalesce(sum(${loads.rate_dispatched}), 0)::text`.as('driver_pay'),
      miles:
        sql<string>`coalesce(sum(coalesce(${loads.loaded_miles}, 0) + coalesce(${loads.empty_miles}, 0)), 0)::text`.as(
          'miles',
        ),
    })
    .from(loads)
    .where(whereOf(f))
    .groupBy(loads.status_id)
    .as('status_groups');
  const catalogue = db
    .select({
      id: loadStatuses.id,
      name: loadStatuses.name,
      color: loadStatuses.color,
      sort_order: loadStatuses.sort_order,
    })
    .from(loadStatuses)
    .where(eq(loadStatuses.company_id, f.companyId))
    .as('catalogue');
  return db
    .select({
      catalogue_id: catalogue.id,
      name: catalogue.name,
      color: catalogue.color,
      status_id: groups.status_id,
      count: groups.count,
      processed: groups.processed,
      rate_booked: groups.rate_booked,
      driver_pay: groups.driver_pay,
      miles: groups.miles,
    })
    .from(catalogue)
    .fullJoin(groups, eq(groups.status_id, catalogue.id))
    .orderBy(asc(catalogue.sort_order), asc(catalogue.id));
}

/** The company's statuses in board order, for naming the stats rows. */
export function statusCatalogue(db: AppDb, companyId: number) {
  return db
    .select({ id: loadStatuses.id, name: loadStatuses.name, color: loadStatuses.color, meaning: loadStatuses.meaning })
    .from(loadStatuses)
    .where(eq(loadStatuses.company_id, companyId))
    .orderBy(asc(loadStatuses.sort_order), asc(loadStatuses.id));
}

/** Loads per driver (primary or secondary) for the given drivers and filters. */
export async function driverCounts(db: AppDb, f: LoadFilter, driverIds: number[]) {
  if (driverIds.length === 0) return [];
  const by = async (column: typeof loads.driver_id | typeof loads.secondary_driver_id) =>
    db
      .select({ driver_id: column, n: sql<number>`count(*)`.mapWith(Number) })
      .from(loads)
      .where(and(whereOf(f), inArray(column, driverIds)))
      .groupBy(column);
  const counts = new Map<number, number>();
  for (const r of [...(await by(loads.driver_id)), ...(await by(loads.secondary_driver_id))])
    if (r.driver_id !== null) counts.set(r.driver_id, (counts.get(r.driver_id) ?? 0) + r.n);
  return driverIds.map((id) => ({ driver_id: id, count: counts.get(id) ?? 0 }));
}

/** The primary driver's active equipment assignment (at most one per driver), as a sub-select. */
const assignedNow = (column: SQLWrapper) =>
  sql`(select ${column} from ${driverEquipmentAssignments} where ${driverEquipmentAssignments.driver_id} = ${loads.driver_id} and ${driverEquipmentAssignments.is_active} limit 1)`;
const equipmentNow = {
  truck_id: sql<number | null>`${assignedNow(driverEquipmentAssignments.truck_id)}`.mapWith(Number),
  truck_unit: sql<
    string | null
  >`(select ${trucks.unit_number} from ${trucks} where ${trucks.id} = ${assignedNow(driverEquipmentAssignments.truck_id)})`,
  trailer_id: sql<number | null>`${assignedNow(driverEquipmentAssignments.trailer_id)}`.mapWith(Number),
  trailer_unit: sql<
    string | null
  >`(select ${trailers.unit_number} from ${trailers} where ${trailers.id} = ${assignedNow(driverEquipmentAssignments.trailer_id)})`,
};
const freeMinutes =
  sql<number>`(select ${companies.detention_free_minutes} from ${companies} where ${companies.id} = ${loads.company_id})`.mapWith(
    Number,
  );

/** A load with the names of what it links to. */
export async function findLoad(db: AppDb, where: { companyId: number; id: number; lock?: boolean }) {
  if (where.lock) {
    await db
      .select({ id: loads.id })
      .from(loads)
      .where(ofCompany(loads, where.companyId, { id: where.id }))
      .for('update');
  }
  const [row] = await joinLinked(
    db
      .select({ load: loads, ...linkedNames, ...equipmentNow, detention_free_minutes: freeMinutes })
      .from(loads)
      .$dynamic(),
  )
    .where(ofCompany(loads, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}
export type LoadDetailRow = NonNullable<Awaited<ReturnType<typeof findLoad>>>;

/** The load's bare row, locked for the transaction: every write starts here (decision 0063). */
export async function lockLoad(db: AppDb, where: { companyId: number; id: number }) {
  return findInCompany(db, loads, where, { lock: true });
}

/** Another load of the company with this number, whatever its case. */
export async function findLoadNumber(db: AppDb, where: { companyId: number; loadNumber: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(
      ofCompany(
        loads,
        where.companyId,
        {},
        eq(sql`lower(${loads.load_number})`, where.loadNumber.toLowerCase()),
        where.exceptId === undefined ? undefined : sql`${loads.id} <> ${where.exceptId}`,
      ),
    )
    .limit(1);
  return row;
}

/** Serialises saves that claim one load number in one company until the transaction ends. */
export async function lockLoadNumber(db: AppDb, where: { companyId: number; loadNumber: string }) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${where.companyId}, hashtext(${`loads.number:${where.loadNumber.toLowerCase()}`}))`,
  );
}

export async function insertLoad(db: AppDb, values: LoadValues & { company_id: number }) {
  const [row] = await db.insert(loads).values(values).returning();
  return row!;
}

/** Applies changes and bumps the version. */
export async function updateLoad(db: AppDb, where: { companyId: number; id: number }, values: Partial<LoadValues>) {
  const row = await updateVersioned(db, loads, ofCompany(loads, where.companyId, { id: where.id }), values);
  return row!;
}

/** The wizard completed the load: it is a draft no more (decision 0195). Already part of the write that completed it. */
export async function finishDraft(db: AppDb, where: { companyId: number; id: number }) {
  await db
    .update(loads)
    .set({ is_draft: false })
    .where(ofCompany(loads, where.companyId, { id: where.id, is_draft: true }));
}

/** The driver statements that pay the load to a driver (one per driver of a team load), latest first. */
export function statementHolds(db: AppDb, where: { companyId: number; loadId: number }) {
  return db
    .select({ statement_id: driverStatements.id, status: driverStatements.status })
    .from(driverStatementLines)
    .innerJoin(driverStatements, eq(driverStatements.id, driverStatementLines.statement_id))
    .where(ofCompany(driverStatementLines, where.companyId, { load_id: where.loadId }))
    .orderBy(desc(driverStatements.id));
}

export async function deleteLoad(db: AppDb, where: { companyId: number; id: number }) {
  const [row] = await db
    .delete(loads)
    .where(ofCompany(loads, where.companyId, { id: where.id }))
    .returning({ id: loads.id });
  return row;
}

// ---- progress ----

export async function findProgress(db: AppDb, where: { companyId: number; loadId: number }) {
  const [row] = await db
    .select()
    .from(loadProgress)
    .where(ofCompany(loadProgress, where.companyId, { load_id: where.loadId }))
    .limit(1);
  return row;
}

export async function upsertProgress(
  db: AppDb,
  values: Omit<typeof loadProgress.$inferInsert, 'id' | 'created_at' | 'updated_at'>,
) {
  const [row] = await db
    .insert(loadProgress)
    .values(values)
    .onConflictDoUpdate({ target: loadProgress.load_id, set: { ...values, updated_at: new Date() } })
    .returning();
  return row!;
}

// ---- events ----

const completer = alias(users, 'completer');
const eventColumns = {
  event: loadEvents,
  appointment_type_name: loadAppointmentTypes.name,
  completed_by_name: fullNameOrNull(completer.name, completer.last_name),
};

export function listEvents(db: AppDb, where: { companyId: number; loadId: number }) {
  return db
    .select(eventColumns)
    .from(loadEvents)
    .leftJoin(loadAppointmentTypes, eq(loadAppointmentTypes.id, loadEvents.appointment_type_id))
    .leftJoin(completer, eq(completer.id, loadEvents.completed_by))
    .where(ofCompany(loadEvents, where.companyId, { load_id: where.loadId }))
    .orderBy(asc(loadEvents.event_order));
}
export type EventListRow = Awaited<ReturnType<typeof listEvents>>[number];

/** Replaces a load's stops; kept events keep their ids (`id` given) so links to them survive. */
export async function replaceEvents(db: AppDb, where: { companyId: number; loadId: number }, events: EventValues[]) {
  await db.delete(loadEvents).where(ofCompany(loadEvents, where.companyId, { load_id: where.loadId }));
  if (events.length === 0) return;
  await db.insert(loadEvents).values(events.map((e) => ({ ...e, company_id: where.companyId, load_id: where.loadId })));
}

export async function setEventCompleted(
  db: AppDb,
  where: { companyId: number; id: number },
  values: { is_completed: boolean; completed_at: Date | null; completed_by: number | null },
) {
  const [row] = await db
    .update(loadEvents)
    .set({ ...values, updated_at: new Date() })
    .where(ofCompany(loadEvents, where.companyId, { id: where.id }))
    .returning();
  return row!;
}

/** When the truck arrived at the stop and left it. */
export async function setEventTimes(
  db: AppDb,
  where: { companyId: number; id: number },
  values: { arrived_at: Date | null; departed_at: Date | null },
) {
  await db
    .update(loadEvents)
    .set({ ...values, updated_at: new Date() })
    .where(ofCompany(loadEvents, where.companyId, { id: where.id }));
}

/** A driver's stops with their load's number and status, by event date. */
export function driverEvents(
  db: AppDb,
  where: {
    companyId: number;
    driverId: number;
    from?: string;
    to?: string;
    statusIds?: number[];
    processed?: boolean;
  },
  page: Page,
) {
  return inPage(
    db
      .select({
        ...eventColumns,
        ...statusColumns,
        load_number: loads.load_number,
        processed: loads.processed,
        status_id: loads.status_id,
        last_check_call: lastCheckCall,
      })
      .from(loadEvents)
      .innerJoin(loads, eq(loads.id, loadEvents.load_id))
      .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
      .leftJoin(loadAppointmentTypes, eq(loadAppointmentTypes.id, loadEvents.appointment_type_id))
      .leftJoin(completer, eq(completer.id, loadEvents.completed_by))
      .where(driverEventsWhere(where))
      .orderBy(asc(loadEvents.event_date), asc(loadEvents.appointment_time_lower), asc(loadEvents.id))
      .$dynamic(),
    page,
  );
}

function driverEventsWhere(where: Parameters<typeof driverEvents>[1]) {
  return and(
    eq(loadEvents.company_id, where.companyId),
    // A draft is planned by no one yet: its stops are not on a driver's schedule (decision 0195).
    eq(loads.is_draft, false),
    anyDriver([where.driverId]),
    inRange(loadEvents.event_date, where.from, where.to),
    where.statusIds?.length ? inArray(loads.status_id, where.statusIds) : undefined,
    where.processed === undefined ? undefined : eq(loads.processed, where.processed),
  );
}

export async function countDriverEvents(db: AppDb, where: Parameters<typeof driverEvents>[1]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loadEvents)
    .innerJoin(loads, eq(loads.id, loadEvents.load_id))
    .where(driverEventsWhere(where));
  return row?.n ?? 0;
}

/**
 * The loads a driver runs (either seat), drafts and cancelled ones left out: in progress with a
 * stop still open (unless due to deliver before `staleDay`: a load nobody closed), and those
 * finished since `doneSince` (their last stop completed, or delivered on or after its day).
 * First pickup first.
 */
export async function driverRunLoadIds(
  db: AppDb,
  where: { companyId: number; driverId: number; doneSince: Date; doneSinceDay: string; staleDay: string },
): Promise<number[]> {
  const lastStop = sql`(select e.completed_at from ${loadEvents} e where e.load_id = ${loads.id} and e.is_completed
                         order by e.event_order desc limit 1)`;
  const openStop = sql`exists (select 1 from ${loadEvents} e where e.load_id = ${loads.id} and not e.is_completed)`;
  const rows = await db
    .select({ id: loads.id })
    .from(loads)
    .innerJoin(loadStatuses, eq(loadStatuses.id, loads.status_id))
    .where(
      and(
        eq(loads.company_id, where.companyId),
        eq(loads.is_draft, false),
        or(eq(loads.driver_id, where.driverId), eq(loads.secondary_driver_id, where.driverId)),
        or(
          sql`${loadStatuses.meaning} = 'open' and ${openStop}
              and (${loads.last_delivery_date} is null or ${loads.last_delivery_date} >= ${where.staleDay})`,
          sql`${loadStatuses.meaning} <> 'cancelled' and not ${openStop} and ${lastStop} >= ${where.doneSince}`,
          sql`${loadStatuses.meaning} = 'delivered' and ${loads.last_delivery_date} >= ${where.doneSinceDay}`,
        ),
      ),
    )
    .orderBy(asc(loads.first_pickup_from), asc(loads.first_pickup_date), asc(loads.id));
  return rows.map((r) => r.id);
}

/** The load a stop belongs to; undefined for another company's or an unknown stop. */
export async function findEventLoadId(db: AppDb, where: { companyId: number; eventId: number }) {
  const [row] = await db
    .select({ load_id: loadEvents.load_id })
    .from(loadEvents)
    .where(ofCompany(loadEvents, where.companyId, { id: where.eventId }));
  return row?.load_id;
}

/** How a driver reaches the load's dispatcher: name, e-mail and phone. */
export async function findDispatcherContact(db: AppDb, where: { companyId: number; userId: number }) {
  const [row] = await db
    .select({ name: users.name, last_name: users.last_name, email: users.email, phone: users.phone_number })
    .from(users)
    .where(and(eq(users.company_id, where.companyId), eq(users.id, where.userId)));
  return row;
}
