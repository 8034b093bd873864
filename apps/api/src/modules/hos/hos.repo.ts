import type { DutyStatus } from '@tms/domain';
import { asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { companies, dispatcherAssignments, drivers, dutyStatusEvents } from '../../db/schema';

export type EventValues = Omit<typeof dutyStatusEvents.$inferInsert, 'id' | 'created_at'>;
export type EventRow = {
  driver_id: number;
  status: DutyStatus;
  start_at: Date;
  location: string | null;
  note: string | null;
  adverse_conditions: boolean;
  source: string;
};

const driverColumns = {
  id: drivers.id,
  first_name: drivers.first_name,
  last_name: drivers.last_name,
  hos_short_haul: drivers.hos_short_haul,
  cdl_number: drivers.cdl_number,
  cdl_state: drivers.cdl_state,
};

export async function findDriver(db: AppDb, where: { companyId: number; driverId: number }) {
  const [row] = await db
    .select(driverColumns)
    .from(drivers)
    .where(ofCompany(drivers, where.companyId, { id: where.driverId }))
    .limit(1);
  return row;
}
export type HosDriver = NonNullable<Awaited<ReturnType<typeof findDriver>>>;

/** The company's active drivers, by name, with their dispatchers: the dashboard's rows. */
export async function activeDrivers(db: AppDb, companyId: number) {
  return db
    .select({
      ...driverColumns,
      dispatcher_ids: sql<
        number[]
      >`coalesce((select array_agg(da.user_id order by da.user_id) from ${dispatcherAssignments} da where da.driver_id = ${drivers.id}), '{}')`,
    })
    .from(drivers)
    .where(ofCompany(drivers, companyId, { is_active: true }))
    .orderBy(asc(drivers.last_name), asc(drivers.first_name), asc(drivers.id));
}

/** Some of the company's drivers, for their clocks. */
export function driversByIds(db: AppDb, companyId: number, ids: readonly number[]) {
  return db
    .select(driverColumns)
    .from(drivers)
    .where(ofCompany(drivers, companyId, {}, inArray(drivers.id, [...ids])));
}

/** The company's drivers, to match an ELD file's driver by licence or name. */
export function driversForMatching(db: AppDb, companyId: number) {
  return db.select(driverColumns).from(drivers).where(eq(drivers.company_id, companyId));
}

/** The zone the company's days are counted in, and the cycle its drivers work. */
export async function companyHos(db: AppDb, companyId: number) {
  const [row] = await db
    .select({ time_zone: companies.time_zone, hos_cycle: companies.hos_cycle })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** Replaces a driver's events from `from` to `to` (both included) with `rows`: an import of a span. */
export async function replaceSpan(
  db: AppDb,
  where: { companyId: number; driverId: number; from: Date; to: Date },
  rows: EventValues[],
): Promise<{ removed: number; stored: number }> {
  const removed = await db
    .delete(dutyStatusEvents)
    .where(
      ofCompany(
        dutyStatusEvents,
        where.companyId,
        { driver_id: where.driverId },
        gte(dutyStatusEvents.start_at, where.from),
        lte(dutyStatusEvents.start_at, where.to),
      ),
    )
    .returning({ id: dutyStatusEvents.id });
  const stored = rows.length
    ? await db.insert(dutyStatusEvents).values(rows).returning({ id: dutyStatusEvents.id })
    : [];
  return { removed: removed.length, stored: stored.length };
}

type Span = { companyId: number; driverId?: number; driverIds?: readonly number[]; from: Date; to: Date };

/**
 * The events from `from` to `to` and, for each driver, the last one before `from` (the status the
 * span opens in). The second branch is in parentheses: unbracketed, its order by would sort the
 * whole union and distinct on would keep an arbitrary earlier event instead of the latest.
 */
function spanWithOpening(columns: SQL, where: Span): SQL {
  const one =
    where.driverId !== undefined
      ? sql`driver_id = ${where.driverId}`
      : where.driverIds
        ? sql`driver_id = any(${`{${where.driverIds.join(',')}}`}::int[])`
        : sql`true`;
  return sql`
    select ${columns} from duty_status_events
     where company_id = ${where.companyId} and ${one} and start_at >= ${where.from} and start_at <= ${where.to}
    union all
    (select distinct on (driver_id) ${columns} from duty_status_events
      where company_id = ${where.companyId} and ${one} and start_at < ${where.from}
      order by driver_id, start_at desc)`;
}

/** A driver's events as the clocks read them: parallel lists, oldest first. */
export type ClockLog = { driver_id: number; statuses: DutyStatus[]; starts_ms: number[]; adverse: boolean[] };

/**
 * What the clocks read of the company's events from `from` to `to` (each driver's last one before
 * `from` too), one row per driver: only the columns the engine uses, packed into strings, since a
 * fleet's ten days are tens of thousands of rows and turning each into an object costs more than
 * the hours-of-service rules themselves (bench/README.md, "Hours of service").
 */
export async function clockLogsBetween(db: AppDb, where: Span): Promise<ClockLog[]> {
  const result = await db.execute(sql`
    select driver_id,
           string_agg(status, ',' order by start_at) as statuses,
           string_agg((extract(epoch from start_at) * 1000)::bigint::text, ',' order by start_at) as starts,
           string_agg(case when adverse_conditions then '1' else '0' end, '' order by start_at) as adverse
      from (${spanWithOpening(sql.raw('driver_id, status, start_at, adverse_conditions'), where)}) e
     group by driver_id`);
  type Packed = { driver_id: number; statuses: string; starts: string; adverse: string };
  return (result as unknown as { rows: Packed[] }).rows.map((r) => ({
    driver_id: r.driver_id,
    statuses: r.statuses.split(',') as DutyStatus[],
    starts_ms: r.starts.split(',').map(Number),
    adverse: [...r.adverse].map((c) => c === '1'),
  }));
}

/**
 * The events of the company's drivers (or of one) from `from` to `to`, with each driver's last
 * event before `from` (the status the span opens in), oldest first per driver.
 */
export async function eventsBetween(db: AppDb, where: Span): Promise<EventRow[]> {
  const columns = sql.raw('driver_id, status, start_at, location, note, adverse_conditions, source');
  const result = await db.execute(sql`
    select ${columns} from (${spanWithOpening(columns, where)}) e
    order by driver_id, start_at`);
  return (result as unknown as { rows: EventRow[] }).rows.map((r) => ({ ...r, start_at: new Date(r.start_at) }));
}

type StopRow = {
  driver_id: number;
  truck_id: number;
  lat: number;
  lng: number;
  at: Date | string;
  place: string | null;
};
export type DriverStops = { truckId: number; stops: { lat: number; lng: number; at: Date; place: string | null }[] };

/**
 * Each driver holding a truck now, with the stops of their loads (arrival, else appointment) from
 * `from` to `to`, in the order they are reached: what the demo ELD drives along.
 */
export async function driverStops(db: AppDb, companyId: number, from: Date, to: Date) {
  const result = await db.execute(sql`
    select a.driver_id, a.truck_id, e.location_lat as lat, e.location_long as lng,
           coalesce(e.arrived_at, e.appointment_time_lower) as at,
           nullif(concat_ws(', ', e.location_city, e.location_state), '') as place
      from driver_equipment_assignments a
      join loads l on l.company_id = a.company_id and not l.is_draft
                  and (l.driver_id = a.driver_id or l.secondary_driver_id = a.driver_id)
      join load_events e on e.load_id = l.id
     where a.company_id = ${companyId} and a.is_active and a.truck_id is not null
       and e.location_lat is not null and e.location_long is not null
       and coalesce(e.arrived_at, e.appointment_time_lower) between ${from} and ${to}
     order by a.driver_id, at, e.event_order, e.id`);
  const byDriver = new Map<number, DriverStops>();
  for (const r of (result as unknown as { rows: StopRow[] }).rows) {
    const entry = byDriver.get(r.driver_id) ?? { truckId: r.truck_id, stops: [] };
    entry.stops.push({ lat: Number(r.lat), lng: Number(r.lng), at: new Date(r.at), place: r.place });
    byDriver.set(r.driver_id, entry);
  }
  return byDriver;
}

/** Each of the company's drivers' newest event, whatever its source. */
export async function lastEvents(db: AppDb, companyId: number) {
  const result = await db.execute(sql`
    select distinct on (driver_id) driver_id, status, start_at
      from duty_status_events
     where company_id = ${companyId}
     order by driver_id, start_at desc`);
  type Row = { driver_id: number; status: DutyStatus; start_at: Date | string };
  return new Map(
    (result as unknown as { rows: Row[] }).rows.map((r) => [
      r.driver_id,
      { status: r.status, start_at: new Date(r.start_at) },
    ]),
  );
}

/** Adds events after a driver's log; one already stored at the same instant is kept as it is. */
export async function appendEvents(db: AppDb, rows: readonly EventValues[]): Promise<number> {
  if (!rows.length) return 0;
  const stored = await db
    .insert(dutyStatusEvents)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: dutyStatusEvents.id });
  return stored.length;
}

/** Holds the company's demo ELD run for this transaction; false when another run holds it. */
export async function tryLockDemoRun(db: AppDb, companyId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select pg_try_advisory_xact_lock(${companyId}, hashtext('hos.demo-eld')) as locked`,
  );
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}
