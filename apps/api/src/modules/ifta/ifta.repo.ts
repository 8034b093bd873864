import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { type AppDb, postgresConnectionOf } from '../../db/client';
import { iftaRates, trucks } from '../../db/schema';
import type { Fix } from './ifta-trail';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const intList = (ids: readonly number[]) => ids.map((id) => Math.trunc(id)).join(',');

export async function companyTrucks(tx: AppDb, companyId: number, truckId?: number) {
  return tx
    .select({ id: trucks.id, unit_number: trucks.unit_number })
    .from(trucks)
    .where(and(eq(trucks.company_id, companyId), truckId === undefined ? undefined : eq(trucks.id, truckId)))
    .orderBy(trucks.unit_number);
}

/** The positions' select: truck, epoch milliseconds, degrees, oldest first per truck. */
function fixesSql(companyId: number, truckIds: readonly number[], from: Date, to: Date) {
  return `select truck_id, (extract(epoch from at) * 1000)::float8 as at, lat, lng
            from truck_positions
           where company_id = ${Math.trunc(companyId)} and truck_id in (${intList(truckIds)})
             and at >= '${from.toISOString()}' and at < '${to.toISOString()}'
           order by truck_id, at`;
}

/**
 * Every position of the trucks between two instants, truck by truck and oldest first, handed to
 * `onFix` as it arrives: a quarter of a large fleet is millions of rows, never held at once. On
 * PostgreSQL it is one binary COPY (a fixed 46 bytes a row, read in place); the embedded database
 * pages through the key instead.
 */
export async function eachFix(
  tx: AppDb,
  where: { companyId: number; truckIds: readonly number[]; from: Date; to: Date },
  onFix: (truckId: number, fix: Fix) => void,
): Promise<void> {
  if (where.truckIds.length === 0) return;
  const client = postgresConnectionOf(tx);
  if (client) return copyFixes(client, fixesSql(where.companyId, where.truckIds, where.from, where.to), onFix);
  return pageFixes(tx, where, onFix);
}

/** The binary COPY format's file header: signature, flags, extension length. */
const HEADER_BYTES = 19;

async function copyFixes(client: pg.PoolClient, select: string, onFix: (truckId: number, fix: Fix) => void) {
  const stream = client.query(copyTo(`copy (${select}) to stdout (format binary)`));
  let rest: Buffer = Buffer.alloc(0);
  let headerRead = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let buf = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let at = 0;
    if (!headerRead) {
      if (buf.length < HEADER_BYTES) {
        rest = buf;
        continue;
      }
      at = HEADER_BYTES + buf.readInt32BE(15);
      headerRead = true;
    }
    // A row: field count (2), then length (4) and value of truck_id (4), at (8), lat (8), lng (8).
    while (buf.length - at >= 2) {
      const fields = buf.readInt16BE(at);
      if (fields === -1) {
        at = buf.length;
        break;
      }
      if (buf.length - at < 46) break;
      onFix(buf.readInt32BE(at + 6), {
        at: buf.readDoubleBE(at + 14),
        lat: buf.readDoubleBE(at + 26),
        lng: buf.readDoubleBE(at + 38),
      });
      at += 46;
    }
    rest = at < buf.length ? buf.subarray(at) : Buffer.alloc(0);
    buf = rest;
  }
}

const PAGE_ROWS = 20_000;

async function pageFixes(
  tx: AppDb,
  where: { companyId: number; truckIds: readonly number[]; from: Date; to: Date },
  onFix: (truckId: number, fix: Fix) => void,
) {
  let after = { truck: 0, at: where.from.toISOString() };
  for (;;) {
    const rows = rowsOf<{ truck_id: number; at: number; lat: number; lng: number; iso: string }>(
      await tx.execute(sql`
        select truck_id, (extract(epoch from at) * 1000)::float8 as at, lat, lng, at as iso
          from truck_positions
         where company_id = ${where.companyId} and truck_id in (${sql.raw(intList(where.truckIds))})
           and (truck_id, at) > (${after.truck}, ${after.at}::timestamptz) and at >= ${where.from.toISOString()}::timestamptz
           and at < ${where.to.toISOString()}::timestamptz
         order by truck_id, at limit ${PAGE_ROWS}`),
    );
    for (const r of rows) onFix(Number(r.truck_id), { at: Number(r.at), lat: Number(r.lat), lng: Number(r.lng) });
    if (rows.length < PAGE_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = { truck: Number(last.truck_id), at: new Date(last.iso).toISOString() };
  }
}

export type FuelRow = {
  id: number;
  date: string;
  truck_id: number | null;
  unit_number: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  country: string;
  purchased_item: string;
  gallons: string;
  amount: string;
};

/**
 * The quarter's IFTA fuel: purchases whose item is fuel, but not reefer fuel (burned by the
 * trailer's unit, not the engine: no road tax is owed on it), by the item's code or name.
 */
export async function iftaFuel(tx: AppDb, companyId: number, days: { first: string; last: string }, truckId?: number) {
  const one = truckId === undefined ? sql`` : sql`and f.truck_id = ${truckId}`;
  return rowsOf<FuelRow>(
    await tx.execute(sql`
      select f.id, f.transaction_date::text as date, f.truck_id, coalesce(t.unit_number, f.truck_unit_number) as unit_number,
             f.location, f.location_city as city, f.location_state as state, f.location_country as country,
             f.purchased_item, f.unit_quantity::text as gallons, f.total_amount::text as amount
        from fuel_transactions f
        left join trucks t on t.id = f.truck_id
        left join fuel_transaction_items i on upper(i.item_code) = upper(f.purchased_item)
       where f.company_id = ${companyId} and f.transaction_date between ${days.first}::date and ${days.last}::date
         and f.item_category = 'fuel'
         and coalesce(i.item_name, '') !~* 'reefer' and f.purchased_item !~* 'reefer'
         ${one}
       order by f.transaction_date, f.id`),
  );
}

export type StopRow = {
  load_id: number;
  load_number: string;
  driver_id: number;
  event_order: number;
  lat: number | null;
  lng: number | null;
  zip: string | null;
  at: Date | string;
};

/**
 * The stops of the company's loads (not drafts, not cancelled) with a stop in the span, each with
 * its best-known instant: when the truck arrived or completed it, else its appointment, else noon
 * of its day in the company's zone.
 */
export async function loadStops(tx: AppDb, companyId: number, span: { from: Date; to: Date }, timeZone: string) {
  return rowsOf<StopRow>(
    await tx.execute(sql`
      with stops as (
        select e.load_id, e.event_order, e.location_lat as lat, e.location_long as lng, e.location_postal_code as zip,
               coalesce(e.arrived_at, e.completed_at, e.appointment_time_lower,
                        (e.event_date + time '12:00') at time zone ${timeZone}) as at
          from load_events e where e.company_id = ${companyId})
      select l.id as load_id, l.load_number, l.driver_id, s.event_order, s.lat, s.lng, s.zip, s.at
        from loads l
        join load_statuses st on st.id = l.status_id
        join stops s on s.load_id = l.id
       where l.company_id = ${companyId} and not l.is_draft and l.driver_id is not null
         and st.meaning <> 'cancelled'
         and exists (select 1 from stops x where x.load_id = l.id and x.at >= ${span.from.toISOString()}::timestamptz
                                              and x.at < ${span.to.toISOString()}::timestamptz)
       order by l.id, s.event_order`),
  );
}

export type AssignmentRow = {
  driver_id: number;
  truck_id: number;
  assigned_at: Date | string;
  unassigned_at: Date | string | null;
};

/** Which truck each driver held when: to put a load on the truck its driver drove. */
export async function truckAssignments(tx: AppDb, companyId: number, driverIds: readonly number[]) {
  if (driverIds.length === 0) return [];
  return rowsOf<AssignmentRow>(
    await tx.execute(sql`
      select driver_id, truck_id, assigned_at, unassigned_at from driver_equipment_assignments
       where company_id = ${companyId} and truck_id is not null and driver_id in (${sql.raw(intList(driverIds))})
       order by assigned_at`),
  );
}

export async function companyRates(tx: AppDb, companyId: number, year: number, quarter: number) {
  return tx
    .select({
      jurisdiction: iftaRates.jurisdiction,
      rate: iftaRates.rate,
      surcharge_rate: iftaRates.surcharge_rate,
      updated_at: iftaRates.updated_at,
    })
    .from(iftaRates)
    .where(and(eq(iftaRates.company_id, companyId), eq(iftaRates.year, year), eq(iftaRates.quarter, quarter)))
    .orderBy(iftaRates.jurisdiction);
}

export async function replaceRates(
  tx: AppDb,
  where: { companyId: number; year: number; quarter: number; userId: number | null },
  rates: readonly { jurisdiction: string; rate: string; surcharge_rate: string }[],
) {
  await tx
    .delete(iftaRates)
    .where(
      and(
        eq(iftaRates.company_id, where.companyId),
        eq(iftaRates.year, where.year),
        eq(iftaRates.quarter, where.quarter),
      ),
    );
  await tx.insert(iftaRates).values(
    rates.map((r) => ({
      company_id: where.companyId,
      year: where.year,
      quarter: where.quarter,
      jurisdiction: r.jurisdiction,
      rate: r.rate,
      surcharge_rate: r.surcharge_rate,
      updated_by: where.userId,
    })),
  );
}
