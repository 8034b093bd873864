import { etaFor, type LoadEta, type LoadEtaList, type LoadEtaQuery } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { driveMinutesLeft } from '../hos/hos.service';
import { loadVisibility } from '../loads/load-follow.service';
import { estimatedMiles, stopPoint } from '../mileage/mileage.service';
import * as repo from './tracking.repo';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** One load's answer: its next stop, the truck's last position, the miles between and the ETA. */
function toEta(r: repo.RoadRow, hours: ReadonlyMap<number, number>, now: Date): LoadEta {
  const place =
    r.stop_id === null
      ? null
      : stopPoint({
          lat: r.stop_lat === null ? null : Number(r.stop_lat),
          lng: r.stop_lng === null ? null : Number(r.stop_lng),
          zip: r.stop_zip,
        });
  const position = r.at === null ? null : { lat: Number(r.lat), lng: Number(r.lng), at: iso(r.at)! };
  const nextStop =
    r.stop_id === null
      ? null
      : {
          id: r.stop_id,
          event_type: r.event_type!,
          city: r.city,
          state: r.state,
          lat: place?.lat ?? null,
          lng: place?.lng ?? null,
          appointment_time_lower: iso(r.appointment_time_lower),
          appointment_time_higher: iso(r.appointment_time_higher),
        };
  const remainingMiles = position && place ? estimatedMiles(position, place) : null;
  const eta = etaFor({
    position,
    nextStop,
    remainingMiles,
    driveRemainingMinutes: r.driver_id === null ? null : (hours.get(r.driver_id) ?? null),
    now,
  });
  return {
    load_id: r.load_id,
    load_number: r.load_number,
    truck_id: r.truck_id,
    unit_number: r.unit_number,
    driver_id: r.driver_id,
    driver_name: r.driver_name,
    next_stop: nextStop,
    position,
    eta: eta.eta,
    remaining_miles: remainingMiles,
    includes_reset: eta.includes_reset,
    state: eta.state,
  };
}

async function etasOf(tx: AppDb, where: { companyId: number; loadId?: number; followed?: number[] }, now: Date) {
  const rows = await repo.loadsOnTheRoad(tx, where);
  // Hours matter only where there is a position to drive on from.
  const drivers = [...new Set(rows.flatMap((r) => (r.at !== null && r.driver_id !== null ? [r.driver_id] : [])))];
  const hours = await driveMinutesLeft(tx, where.companyId, drivers, now);
  return rows.map((r) => toEta(r, hours, now));
}

/** One load's ETA in the caller's transaction (the customer's tracking page); null when it is not on the road. */
export async function etaOfLoad(tx: AppDb, where: { companyId: number; loadId: number }, now = new Date()) {
  const [eta] = await etasOf(tx, where, now);
  return eta ?? null;
}

/**
 * ETAs of the loads on the road (issue 34): computed on each read from the newest position, the
 * next stop and the driver's hours, so a new position or a completed stop shows at the next read.
 * The remaining miles are the offline estimate (great circle times the road factor): a routing
 * server per truck and minute would cost more than the estimate's error is worth here.
 */
export function createTrackingService(db: AppDb) {
  return {
    etas(ctx: Ctx, q: LoadEtaQuery, now = new Date()): Promise<LoadEtaList> {
      return readCompany(db, ctx, async (tx, companyId) => {
        const { followed } = await loadVisibility(tx, ctx, companyId);
        if (followed && !followed.length) return { etas: [] };
        return { etas: await etasOf(tx, { companyId, loadId: q.load_id, followed }, now) };
      });
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
