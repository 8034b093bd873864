import type { PositionInput } from '@tms/domain';
import { and, asc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { truckLatestPositions, truckPositions, trucks } from '../../db/schema';
import { statusAliasMeans } from '../../db/status-meaning';

export async function findTruck(db: AppDb, where: { companyId: number; truckId: number }) {
  const [row] = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(ofCompany(trucks, where.companyId, { id: where.truckId }))
    .limit(1);
  return row;
}

export async function findTruckByUnit(db: AppDb, companyId: number, unit: { number: string; vin: string | null }) {
  const [row] = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(
      ofCompany(
        trucks,
        companyId,
        {},
        unit.vin
          ? sql`(lower(${trucks.unit_number}) = lower(${unit.number}) or ${trucks.vin} = ${unit.vin})`
          : sql`lower(${trucks.unit_number}) = lower(${unit.number})`,
      ),
    )
    .orderBy(sql`lower(${trucks.unit_number}) = lower(${unit.number}) desc`)
    .limit(1);
  return row;
}

/** Stores the points not stored yet (same truck and instant: kept once); answers how many were new. */
export async function insertPositions(
  db: AppDb,
  where: { companyId: number; truckId: number },
  points: readonly PositionInput[],
): Promise<number> {
  const rows = points.map((p) => ({
    company_id: where.companyId,
    truck_id: where.truckId,
    at: new Date(p.at),
    lat: p.lat,
    lng: p.lng,
    speed_mph: p.speed_mph,
    heading: p.heading,
  }));
  const stored = await db
    .insert(truckPositions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ at: truckPositions.at });
  return stored.length;
}

/** Moves the truck's newest point forward when one of `points` is newer than the one kept. */
export async function advanceLatest(db: AppDb, where: { companyId: number; truckId: number }, p: PositionInput) {
  const values = {
    truck_id: where.truckId,
    company_id: where.companyId,
    at: new Date(p.at),
    lat: p.lat,
    lng: p.lng,
    speed_mph: p.speed_mph,
    heading: p.heading,
  };
  await db
    .insert(truckLatestPositions)
    .values(values)
    .onConflictDoUpdate({
      target: truckLatestPositions.truck_id,
      set: { at: values.at, lat: values.lat, lng: values.lng, speed_mph: values.speed_mph, heading: values.heading },
      setWhere: sql`${truckLatestPositions.at} < excluded.at`,
    });
}

/** When each of the company's trucks reported last (the newest point kept beside the trail). */
export async function latestTimes(db: AppDb, companyId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ truck_id: truckLatestPositions.truck_id, at: truckLatestPositions.at })
    .from(truckLatestPositions)
    .where(eq(truckLatestPositions.company_id, companyId));
  return new Map(rows.map((r) => [r.truck_id, r.at]));
}

export type LatestRow = {
  truck_id: number;
  unit_number: string;
  at: Date | string;
  lat: number;
  lng: number;
  speed_mph: number | null;
  heading: number | null;
  driver_name: string | null;
  load_id: number | null;
  load_number: string | null;
};

/**
 * The driver's load on the road at an instant: the open, finished load whose first pickup came last
 * on or before that day. The map and a load's public page read a truck's position through it.
 */
const loadOnTheRoad = (companyId: number, driverId: SQL, at: SQL) => sql`
        select l.id, l.load_number
          from loads l join load_statuses s on s.id = l.status_id
         where l.company_id = ${companyId} and not l.is_draft and ${statusAliasMeans('open')}
           and (l.driver_id = ${driverId} or l.secondary_driver_id = ${driverId})
           and (l.first_pickup_date is null or l.first_pickup_date <= ${at}::date)
         order by l.first_pickup_date desc nulls last, l.id desc
         limit 1`;

/**
 * Each truck's newest point with the driver running it now and that driver's load on the road:
 * the open, finished load whose first pickup came last on or before the point's day.
 */
export async function listLatest(db: AppDb, companyId: number): Promise<LatestRow[]> {
  const result = await db.execute(sql`
    select p.truck_id, t.unit_number, p.at, p.lat, p.lng, p.speed_mph, p.heading,
           nullif(trim(concat_ws(' ', d.first_name, d.last_name)), '') as driver_name,
           l.id as load_id, l.load_number
      from truck_latest_positions p
      join trucks t on t.id = p.truck_id
      left join driver_equipment_assignments a on a.truck_id = p.truck_id and a.is_active
      left join drivers d on d.id = a.driver_id
      left join lateral (${loadOnTheRoad(companyId, sql`d.id`, sql`p.at`)}) l on true
     where p.company_id = ${companyId}
     order by t.unit_number`);
  return (result as unknown as { rows: LatestRow[] }).rows;
}

/** A truck's points between two instants, oldest first. */
export function listTrail(db: AppDb, where: { companyId: number; truckId: number; from: Date; to: Date }) {
  return db
    .select({
      lat: truckPositions.lat,
      lng: truckPositions.lng,
      at: truckPositions.at,
      speed_mph: truckPositions.speed_mph,
      heading: truckPositions.heading,
    })
    .from(truckPositions)
    .where(
      and(
        eq(truckPositions.company_id, where.companyId),
        eq(truckPositions.truck_id, where.truckId),
        gte(truckPositions.at, where.from),
        lte(truckPositions.at, where.to),
      ),
    )
    .orderBy(asc(truckPositions.at));
}

/** Every truck of every company with points in a span (the retention job runs platform-wide). */
export async function trucksWithPointsBetween(db: AppDb, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(
      sql`exists (select 1 from ${truckPositions} p where p.truck_id = ${trucks.id} and p.at >= ${from} and p.at < ${to})`,
    );
  return rows.map((r) => r.id);
}

/** One truck's points in a span, oldest first. */
export function pointsBetween(db: AppDb, truckId: number, from: Date, to: Date) {
  return db
    .select({ at: truckPositions.at, lat: truckPositions.lat, lng: truckPositions.lng })
    .from(truckPositions)
    .where(and(eq(truckPositions.truck_id, truckId), gte(truckPositions.at, from), lt(truckPositions.at, to)))
    .orderBy(asc(truckPositions.at));
}

/** Deletes one truck's points at the given instants. */
export async function deletePoints(db: AppDb, truckId: number, instants: readonly Date[]): Promise<number> {
  if (!instants.length) return 0;
  const gone = await db
    .delete(truckPositions)
    .where(and(eq(truckPositions.truck_id, truckId), inArray(truckPositions.at, [...instants])))
    .returning({ at: truckPositions.at });
  return gone.length;
}

/** The company's trucks an ELD provider's vehicle may be: by unit number or VIN. */
export function trucksForMatching(db: AppDb, companyId: number) {
  return db
    .select({ id: trucks.id, unit_number: trucks.unit_number, vin: trucks.vin })
    .from(trucks)
    .where(ofCompany(trucks, companyId, {}));
}

/**
 * The newest point of a truck whose driver runs this load now (as the map reads it), or none: a
 * truck that has moved on to another load is not this load's position any more.
 */
export async function latestForLoad(
  db: AppDb,
  where: { companyId: number; loadId: number },
): Promise<{ lat: number; lng: number; at: Date | string } | undefined> {
  const result = await db.execute(sql`
    select p.lat, p.lng, p.at
      from truck_latest_positions p
      join driver_equipment_assignments a on a.truck_id = p.truck_id and a.is_active
      join lateral (${loadOnTheRoad(where.companyId, sql`a.driver_id`, sql`p.at`)}) l on l.id = ${where.loadId}
     where p.company_id = ${where.companyId} and a.company_id = ${where.companyId}
     order by p.at desc
     limit 1`);
  return (result as unknown as { rows: { lat: number; lng: number; at: Date | string }[] }).rows[0];
}
