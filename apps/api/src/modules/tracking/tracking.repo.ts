import { ON_THE_ROAD_STAGES } from '@tms/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { statusAliasMeans } from '../../db/status-meaning';

export type RoadRow = {
  load_id: number;
  load_number: string;
  driver_id: number | null;
  driver_name: string | null;
  truck_id: number | null;
  unit_number: string | null;
  stop_id: number | null;
  event_type: string | null;
  city: string | null;
  state: string | null;
  stop_lat: number | null;
  stop_lng: number | null;
  stop_zip: string | null;
  appointment_time_lower: Date | string | null;
  appointment_time_higher: Date | string | null;
  lat: number | null;
  lng: number | null;
  at: Date | string | null;
};

/** A list as one array parameter (`= any($1::int[])`), whatever its length. */
const arrayText = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/**
 * The company's loads on the road (not drafts, open, in a dispatched or in-transit step, with a
 * driver), each with its next stop not completed, the truck its driver holds now (the board's
 * rule) and that truck's newest position; `loadId` keeps one, `followed` the loads of those
 * drivers. One statement for the whole fleet, earliest next appointment first.
 */
export async function loadsOnTheRoad(
  db: AppDb,
  where: { companyId: number; loadId?: number; followed?: readonly number[] },
): Promise<RoadRow[]> {
  const one = where.loadId === undefined ? sql`` : sql`and l.id = ${where.loadId}`;
  const followed = where.followed
    ? sql`and (l.driver_id = any(${arrayText(where.followed)}::int[]) or l.secondary_driver_id = any(${arrayText(where.followed)}::int[]))`
    : sql``;
  const result = await db.execute(sql`
    select l.id as load_id, l.load_number, l.driver_id,
           nullif(trim(concat_ws(' ', d.first_name, d.last_name)), '') as driver_name,
           a.truck_id, t.unit_number,
           e.id as stop_id, e.event_type, e.location_city as city, e.location_state as state,
           e.location_lat as stop_lat, e.location_long as stop_lng, e.location_postal_code as stop_zip,
           e.appointment_time_lower, e.appointment_time_higher,
           p.lat, p.lng, p.at
      from loads l
      join load_statuses s on s.id = l.status_id
      left join drivers d on d.id = l.driver_id
      left join driver_equipment_assignments a on a.driver_id = l.driver_id and a.is_active and a.truck_id is not null
      left join trucks t on t.id = a.truck_id
      left join truck_latest_positions p on p.truck_id = a.truck_id
      left join lateral (
        select e.id, e.event_type, e.location_city, e.location_state, e.location_lat, e.location_long,
               e.location_postal_code, e.appointment_time_lower, e.appointment_time_higher
          from load_events e
         where e.load_id = l.id and not e.is_completed
         order by e.event_order
         limit 1
      ) e on true
     where l.company_id = ${where.companyId} and not l.is_draft and l.driver_id is not null
       and ${statusAliasMeans('open')}
       and s.stage = any(${arrayText(ON_THE_ROAD_STAGES)}::text[])
       ${one} ${followed}
     order by e.appointment_time_lower nulls last, l.id`);
  return (result as unknown as { rows: RoadRow[] }).rows;
}
