import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { statusAliasMeans } from '../../db/status-meaning';

async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A load's primary driver, first pickup day and the ZIP of its first pickup stop. */
export async function firstPickupOf(db: AppDb, where: { companyId: number; loadId: number }) {
  const [row] = await rows<{ driver_id: number | null; day: string | null; zip: string | null }>(
    db,
    sql`select l.driver_id, l.first_pickup_date::text as day,
      (select e.location_postal_code from load_events e
        where e.load_id = l.id and e.company_id = ${where.companyId} and e.event_type = 'pickup'
        order by e.event_order limit 1) as zip
    from loads l where l.company_id = ${where.companyId} and l.id = ${where.loadId}`,
  );
  return row;
}

export type PreviousDelivery = {
  load_id: number;
  load_number: string;
  city: string | null;
  state: string | null;
  zip: string | null;
};

/**
 * The final delivery of the load the truck ran before load `loadId` (decision 0200): the truck is
 * the one `driverId` held on `day` (the assignment history, in the company's days); the previous
 * load is the latest one, by its final delivery's day and window, delivered on or before `day` by
 * a driver holding that truck then. A driver without a truck that day falls back to their own
 * loads. Drafts and cancelled loads never moved a truck; `followed` keeps to the loads of the
 * drivers a track-and-trace user follows.
 */
export async function previousDelivery(
  db: AppDb,
  where: { companyId: number; loadId: number; driverId: number; day: string; followed?: number[] },
): Promise<PreviousDelivery | undefined> {
  const c = where.companyId;
  const tz = sql`(select time_zone from companies where id = ${c})`;
  const heldOn = (day: SQL) =>
    sql`(a.assigned_at at time zone ${tz})::date <= ${day}
      and (a.unassigned_at is null or (a.unassigned_at at time zone ${tz})::date >= ${day})`;
  const ids = where.followed?.length
    ? sql.join(
        where.followed.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : sql`null`;
  const followed = where.followed ? sql`and (p.driver_id in (${ids}) or p.secondary_driver_id in (${ids}))` : sql``;
  const [row] = await rows<PreviousDelivery>(
    db,
    sql`with truck as (
      select a.truck_id from driver_equipment_assignments a
      where a.company_id = ${c} and a.driver_id = ${where.driverId} and a.truck_id is not null
        and ${heldOn(sql`${where.day}::date`)}
      order by a.assigned_at desc limit 1),
    crew as (
      select a.driver_id from driver_equipment_assignments a
      where a.company_id = ${c} and a.truck_id = (select truck_id from truck)
      union select ${where.driverId}::int where not exists (select 1 from truck))
    select p.id as load_id, p.load_number, d.location_city as city, d.location_state as state,
      d.location_postal_code as zip
    from loads p
      join load_statuses s on s.id = p.status_id and s.company_id = ${c}
      cross join lateral (select e.event_date, e.appointment_time_higher, e.location_city, e.location_state,
          e.location_postal_code from load_events e
        where e.load_id = p.id and e.company_id = ${c} and e.event_type = 'delivery'
        order by e.event_order desc limit 1) d
    where p.company_id = ${c} and p.id <> ${where.loadId}
      and (p.driver_id in (select driver_id from crew) or p.secondary_driver_id in (select driver_id from crew)) and not p.is_draft and not (${statusAliasMeans('cancelled')})
      and d.event_date <= ${where.day}::date and p.first_pickup_date <= ${where.day}::date ${followed}
      and case when exists (select 1 from truck)
        then exists (select 1 from driver_equipment_assignments a
          where a.company_id = ${c} and a.truck_id = (select truck_id from truck)
            and a.driver_id in (p.driver_id, p.secondary_driver_id) and ${heldOn(sql`d.event_date`)})
        else ${where.driverId} in (p.driver_id, p.secondary_driver_id) end
    order by d.event_date desc, d.appointment_time_higher desc nulls last, p.id desc
    limit 1`,
  );
  return row;
}
