import { sql } from 'drizzle-orm';
import { simulateDemoEld } from '../../modules/hos/demo-eld';
import type { AppDb } from '../client';
import { companyIntegrations, dutyStatusEvents, truckLatestPositions, truckPositions } from '../schema';
import { bulkInsert, bulkInsertKeyless } from './seed-bulk';

const DAY_MS = 86_400_000;
/** The clocks read eight days back (the 70-hour cycle); two more show the log grid's earlier days. */
const HISTORY_DAYS = 10;
/** The demo ELD in the integration catalogue (migration 0033). */
export const DEMO_ELD_INTEGRATION_ID = 4;

type StopRow = {
  driver_id: number;
  truck_id: number;
  lat: number;
  lng: number;
  at: Date | string;
  place: string | null;
};

/** Each driver running a truck now, with the stops of their loads over the history and the day ahead. */
async function driverStops(tx: AppDb, companyId: number, from: Date, to: Date) {
  const result = await tx.execute(sql`
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
     order by a.driver_id, at, e.event_order`);
  const byDriver = new Map<
    number,
    { truckId: number; stops: { lat: number; lng: number; at: Date; place: string | null }[] }
  >();
  for (const r of (result as unknown as { rows: StopRow[] }).rows) {
    const entry = byDriver.get(r.driver_id) ?? { truckId: r.truck_id, stops: [] };
    entry.stops.push({ lat: Number(r.lat), lng: Number(r.lng), at: new Date(r.at), place: r.place });
    byDriver.set(r.driver_id, entry);
  }
  return byDriver;
}

/**
 * The demo ELD's record for a company (decision 0209): ten days of duty status and positions for
 * every driver on a truck, driven along their own loads' stops, and the demo ELD switched on.
 */
export async function seedEld(tx: AppDb, companyId: number, now = new Date()) {
  const from = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const drivers = await driverStops(tx, companyId, from, new Date(now.getTime() + DAY_MS));
  const events: (typeof dutyStatusEvents.$inferInsert)[] = [];
  const points: (typeof truckPositions.$inferInsert)[] = [];
  const latest = new Map<number, typeof truckLatestPositions.$inferInsert>();
  for (const [driverId, { truckId, stops }] of drivers) {
    const speedMph = 56 + (driverId % 7);
    const log = simulateDemoEld(stops, { from, until: now, speedMph });
    for (const e of log.events)
      events.push({
        company_id: companyId,
        driver_id: driverId,
        status: e.status,
        start_at: e.start,
        location: e.location,
        source: 'demo',
      });
    for (const p of log.points) points.push({ company_id: companyId, truck_id: truckId, ...p });
    const last = log.points.at(-1);
    if (last) latest.set(truckId, { truck_id: truckId, company_id: companyId, ...last });
  }
  await bulkInsert(tx, dutyStatusEvents, events);
  await bulkInsertKeyless(tx, truckPositions, points);
  await bulkInsertKeyless(tx, truckLatestPositions, [...latest.values()]);
  await tx
    .insert(companyIntegrations)
    .values({ company_id: companyId, integration_id: DEMO_ELD_INTEGRATION_ID, is_active: true, activated_at: now })
    .onConflictDoNothing();
}
