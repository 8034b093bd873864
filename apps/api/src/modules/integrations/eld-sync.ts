import { type EldSyncResult, type PositionInput, positionInput } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { driversForMatching, matchEldDriver, storeProviderLog } from '../hos/hos.service';
import { storePositions, trucksForMatching } from '../truck-positions/truck-positions.service';
import * as links from './eld-links.repo';
import { matchVehicle } from './eld-match';
import type {
  EldProvider,
  ProviderDriver,
  ProviderDutyEvent,
  ProviderPosition,
  ProviderVehicle,
} from './providers/eld-provider';

const HOUR_MS = 3_600_000;
/** The first sync reads the 8 days the 70-hour cycle looks back over, and two more for the shift's start. */
const FIRST_SYNC_MS = 10 * 24 * HOUR_MS;
/** Later syncs read again the last hour before the previous one: logs edited since are replaced. */
const OVERLAP_MS = HOUR_MS;
const POINTS_PER_INSERT = 1000;

export type SyncTarget = { companyId: number; integrationId: number; lastSuccessAt: Date | null };

const driverRecord = (d: ProviderDriver): links.SeenRecord => ({
  kind: 'driver',
  external_id: d.externalId.slice(0, 64),
  external_name: `${d.firstName} ${d.lastName}`.trim().slice(0, 120) || d.externalId,
  external_detail: d.licenseNumber ? `CDL ${[d.licenseNumber, d.licenseState].filter(Boolean).join(' ')}` : null,
});

const vehicleRecord = (v: ProviderVehicle): links.SeenRecord => ({
  kind: 'vehicle',
  external_id: v.externalId.slice(0, 64),
  external_name: v.name.trim().slice(0, 120) || v.externalId,
  external_detail: v.vin ? `VIN ${v.vin}` : null,
});

/** Matches what is new and unmatched: by licence or name for drivers, VIN or unit number for vehicles; answers the links matched. */
async function autoMatch(
  tx: AppDb,
  scope: { companyId: number; integrationId: number },
  seen: { drivers: readonly ProviderDriver[]; vehicles: readonly ProviderVehicle[] },
) {
  const known = (await links.listLinks(tx, scope, 'all')).map((r) => r.link);
  const takenDrivers = new Set(known.flatMap((l) => (l.driver_id ? [l.driver_id] : [])));
  const takenTrucks = new Set(known.flatMap((l) => (l.truck_id ? [l.truck_id] : [])));
  const open = (kind: 'driver' | 'vehicle', id: string) =>
    known.find((l) => l.kind === kind && l.external_id === id && !l.driver_id && !l.truck_id && !l.ignored);

  const matched: number[] = [];
  const drivers = await driversForMatching(tx, scope.companyId);
  for (const d of seen.drivers) {
    const link = open('driver', d.externalId);
    const driver =
      link &&
      matchEldDriver(
        {
          first_name: d.firstName,
          last_name: d.lastName,
          license_number: d.licenseNumber ?? '',
          license_state: d.licenseState ?? '',
        },
        drivers,
      );
    if (!link || !driver || takenDrivers.has(driver.id)) continue;
    takenDrivers.add(driver.id);
    await links.updateLink(tx, scope, link.id, { driver_id: driver.id, matched_by: 'auto' });
    matched.push(link.id);
  }
  const trucks = await trucksForMatching(tx, scope.companyId);
  for (const v of seen.vehicles) {
    const link = open('vehicle', v.externalId);
    const truck = link && matchVehicle(v, trucks);
    if (!link || !truck || takenTrucks.has(truck.id)) continue;
    takenTrucks.add(truck.id);
    await links.updateLink(tx, scope, link.id, { truck_id: truck.id, matched_by: 'auto' });
    matched.push(link.id);
  }
  return matched;
}

/** The provider's points as the positions area takes them; a point it would refuse is left out. */
function validPoints(points: readonly ProviderPosition[]): PositionInput[] {
  return points.flatMap((p) => {
    const parsed = positionInput.safeParse({
      lat: p.lat,
      lng: p.lng,
      at: p.at.toISOString(),
      speed_mph: p.speedMph === null ? null : Math.round(p.speedMph),
      heading: p.heading === null ? null : Math.round(p.heading) % 360,
    });
    return parsed.success ? [parsed.data] : [];
  });
}

/** A log in time order, one event per instant, no change to the status it already had. */
function orderedEvents(events: readonly ProviderDutyEvent[]): ProviderDutyEvent[] {
  const sorted = [...events].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: ProviderDutyEvent[] = [];
  for (const e of sorted) {
    if (Number.isNaN(e.start.getTime())) continue;
    if (out.at(-1)?.start.getTime() === e.start.getTime()) out.pop();
    if (out.at(-1)?.status !== e.status) out.push(e);
  }
  return out;
}

const groupBy = <T>(items: readonly T[], key: (t: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/**
 * One sync of a company's ELD provider (issue 33): asks the provider first, outside any transaction,
 * then writes everything in one tenant transaction: the provider's drivers and vehicles (matched
 * where they can be), each matched driver's log over the span read, each matched truck's points.
 */
export async function syncProvider(
  db: AppDb,
  provider: EldProvider,
  target: SyncTarget,
  now: Date,
): Promise<EldSyncResult> {
  const scope = { companyId: target.companyId, integrationId: target.integrationId };
  // A record matched since the last sync has no history here yet: read the whole window once.
  const backfill = await withTenant(db, target.companyId, (tx) => links.hasUnsyncedMatch(tx, scope));
  const from =
    target.lastSuccessAt && !backfill
      ? new Date(target.lastSuccessAt.getTime() - OVERLAP_MS)
      : new Date(now.getTime() - FIRST_SYNC_MS);
  const range = { from, to: now };
  const [drivers, vehicles] = await Promise.all([provider.drivers(), provider.vehicles()]);
  const [logs, positions] = await Promise.all([provider.dutyLogs(range), provider.positions(range)]);

  return withTenant(db, target.companyId, async (tx) => {
    await links.upsertSeen(tx, scope, [...drivers.map(driverRecord), ...vehicles.map(vehicleRecord)]);
    const matchedNow = await autoMatch(tx, scope, { drivers, vehicles });

    let eventsStored = 0;
    const driverLinks = await links.linksOf(
      tx,
      scope,
      'driver',
      logs.map((l) => l.driverExternalId),
    );
    for (const log of logs) {
      const driverId = driverLinks.find((l) => l.external_id === log.driverExternalId)?.driver_id;
      if (driverId)
        eventsStored += await storeProviderLog(
          tx,
          { companyId: target.companyId, driverId },
          orderedEvents(log.events),
        );
    }

    let positionsStored = 0;
    const byVehicle = groupBy(positions, (p) => p.vehicleExternalId);
    const vehicleLinks = await links.linksOf(tx, scope, 'vehicle', [...byVehicle.keys()]);
    for (const [externalId, points] of byVehicle) {
      const truckId = vehicleLinks.find((l) => l.external_id === externalId)?.truck_id;
      if (!truckId) continue;
      const valid = validPoints(points);
      for (let i = 0; i < valid.length; i += POINTS_PER_INSERT)
        positionsStored += await storePositions(
          tx,
          { companyId: target.companyId, truckId },
          valid.slice(i, i + POINTS_PER_INSERT),
        );
    }

    // Matched by this sync after a short read: their history comes with the next one.
    await links.markSynced(tx, scope, now, backfill ? [] : matchedNow);
    const counts = await links.unmatchedCounts(tx, target.companyId);
    const unmatched = (kind: string) =>
      counts.find((c) => c.integration_id === target.integrationId && c.kind === kind)?.n ?? 0;
    return {
      drivers_seen: drivers.length,
      vehicles_seen: vehicles.length,
      events_stored: eventsStored,
      positions_stored: positionsStored,
      unmatched_drivers: unmatched('driver'),
      unmatched_vehicles: unmatched('vehicle'),
    };
  });
}
