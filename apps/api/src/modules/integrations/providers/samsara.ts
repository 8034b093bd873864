import type { DutyStatus } from '@tms/domain';
import { z } from 'zod';
import type { EldProvider, ProviderConnection, ProviderDutyEvent } from './eld-provider';
import { allPages, getProviderJson } from './provider-http';
import {
  driverLogs,
  keepValidPositions,
  providerTime,
  splitName,
  textOrNull,
  unknownStatus,
  wholeHeading,
} from './provider-records';

/**
 * Samsara's REST API (https://api.samsara.com, a bearer token). Lists are paged by cursor: each
 * answer names `endCursor` and `hasNextPage`, the next page is asked with `after=<endCursor>`.
 */

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    pagination: z.object({ endCursor: z.string().nullish(), hasNextPage: z.boolean() }).optional(),
  });

const driver = z.object({
  id: z.string(),
  name: z.string(),
  licenseNumber: z.string().nullish(),
  licenseState: z.string().nullish(),
  driverActivationStatus: z.string().nullish(),
});

const vehicle = z.object({ id: z.string(), name: z.string().nullish(), vin: z.string().nullish() });

const hosLog = z.object({
  hosStatusType: z.string(),
  logStartTime: providerTime,
  logRecordedLocation: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
  remark: z.string().nullish(),
});
const driverHosLogs = z.object({ driver: z.object({ id: z.string() }), hosLogs: z.array(hosLog) });

const location = z.object({
  time: providerTime,
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullish(),
  speed: z.number().nullish(),
});
const vehicleLocations = z.object({ id: z.string(), locations: z.array(location) });

/** Yard moves are on duty and personal conveyance off duty (395.8); waiting time is on duty. */
const STATUSES = new Map<string, DutyStatus>([
  ['offDuty', 'off_duty'],
  ['sleeperBed', 'sleeper_berth'],
  ['driving', 'driving'],
  ['onDuty', 'on_duty'],
  ['yardMove', 'on_duty'],
  ['personalConveyance', 'off_duty'],
  ['waitingTime', 'on_duty'],
]);

/** Samsara records where a status changed as coordinates only; they stand as the place's description. */
const coordinatesText = (at: { latitude: number; longitude: number } | null | undefined) =>
  at ? `${at.latitude.toFixed(4)}, ${at.longitude.toFixed(4)}` : null;

function dutyEvent(log: z.output<typeof hosLog>): ProviderDutyEvent {
  return {
    status: STATUSES.get(log.hosStatusType) ?? unknownStatus(),
    start: log.logStartTime,
    location: coordinatesText(log.logRecordedLocation),
    note: textOrNull(log.remark),
  };
}

export function createSamsaraProvider(conn: ProviderConnection): EldProvider {
  const auth = { authorization: `Bearer ${conn.token}` };
  const list = <T extends z.ZodType>(path: string, item: T, query: Record<string, string> = {}) =>
    allPages<z.output<T>, string>(async (after) => {
      const answer = await getProviderJson(conn, auth, path, { ...query, after: after ?? undefined }, page(item));
      const next = answer.pagination?.hasNextPage ? answer.pagination.endCursor || null : null;
      return { items: answer.data, next };
    });
  const window = (range: { from: Date; to: Date }) => ({
    startTime: range.from.toISOString(),
    endTime: range.to.toISOString(),
  });

  return {
    async drivers() {
      const drivers = await list('/fleet/drivers', driver);
      // Deactivated drivers have left the fleet: nothing to match them to.
      return drivers
        .filter((d) => d.driverActivationStatus !== 'deactivated')
        .map((d) => ({
          externalId: d.id,
          ...splitName(d.name),
          licenseNumber: textOrNull(d.licenseNumber),
          licenseState: textOrNull(d.licenseState)?.toUpperCase() ?? null,
        }));
    },

    async vehicles() {
      const vehicles = await list('/fleet/vehicles', vehicle);
      return vehicles.map((v) => ({ externalId: v.id, name: v.name?.trim() || v.id, vin: textOrNull(v.vin) }));
    },

    async dutyLogs(range) {
      const entries = await list('/fleet/hos/logs', driverHosLogs, window(range));
      const events = entries.flatMap((e) =>
        e.hosLogs.map((log) => ({ driverExternalId: e.driver.id, event: dutyEvent(log) })),
      );
      return driverLogs(events, range);
    },

    async positions(range) {
      const vehicles = await list('/fleet/vehicles/locations/history', vehicleLocations, window(range));
      const positions = vehicles.flatMap((v) =>
        v.locations.map((l) => ({
          vehicleExternalId: v.id,
          at: l.time,
          lat: l.latitude,
          lng: l.longitude,
          speedMph: l.speed ?? null,
          heading: wholeHeading(l.heading),
        })),
      );
      return keepValidPositions(positions).filter((p) => p.at >= range.from && p.at < range.to);
    },
  };
}
