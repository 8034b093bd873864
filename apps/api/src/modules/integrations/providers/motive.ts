import type { DutyStatus } from '@tms/domain';
import { z } from 'zod';
import type { EldProvider, ProviderConnection, ProviderDutyEvent } from './eld-provider';
import { allPages, getProviderJson } from './provider-http';
import {
  driverLogs,
  keepValidPositions,
  providerTime,
  textOrNull,
  unknownStatus,
  wholeHeading,
} from './provider-records';

/**
 * Motive's (formerly KeepTruckin) REST API (https://api.gomotive.com, an `X-Api-Key` header). Lists
 * are paged by number: `page_no` from 1, `per_page` up to 100, and the answer's `total`.
 */
const PER_PAGE = 100;
const KPH_PER_MPH = 1.609344;
const DAY_MS = 86_400_000;

/** Motive's ids are integers; a string id is read the same. */
const motiveId = z.union([z.number().int(), z.string().min(1)]).transform(String);
const pagination = z.object({ per_page: z.number(), page_no: z.number(), total: z.number() }).optional();
type Pagination = z.output<typeof pagination>;

const user = z.object({
  id: motiveId,
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  drivers_license_number: z.string().nullish(),
  drivers_license_state: z.string().nullish(),
  role: z.string().nullish(),
  status: z.string().nullish(),
});
const users = z.object({ users: z.array(z.object({ user })), pagination });

const vehicle = z.object({ id: motiveId, number: z.string().nullish(), vin: z.string().nullish() });
const vehicles = z.object({ vehicles: z.array(z.object({ vehicle })), pagination });

const event = z.object({
  type: z.string(),
  start_time: providerTime,
  location: z.string().nullish(),
  notes: z.string().nullish(),
});
const log = z.object({ driver: z.object({ id: motiveId }), events: z.array(z.object({ event })) });
const logs = z.object({ logs: z.array(z.object({ log })), pagination });

const currentLocation = z.object({
  lat: z.number(),
  lon: z.number(),
  located_at: providerTime,
  bearing: z.number().nullish(),
  kph: z.number().nullish(),
});
const vehicleLocations = z.object({
  vehicles: z.array(z.object({ vehicle: z.object({ id: motiveId, current_location: currentLocation.nullish() }) })),
  pagination,
});

/** Yard moves and waiting time are on duty, personal conveyance off duty (395.8). */
const STATUSES = new Map<string, DutyStatus>([
  ['off_duty', 'off_duty'],
  ['sleeper', 'sleeper_berth'],
  ['driving', 'driving'],
  ['on_duty', 'on_duty'],
  ['yard_moves', 'on_duty'],
  ['yard_move', 'on_duty'],
  ['personal_conveyance', 'off_duty'],
  ['waiting', 'on_duty'],
]);

const dutyEvent = (e: z.output<typeof event>): ProviderDutyEvent => ({
  status: STATUSES.get(e.type) ?? unknownStatus(),
  start: e.start_time,
  location: textOrNull(e.location),
  note: textOrNull(e.notes),
});

/** The page after `pageNo`, or null when the answer's total says this was the last. */
function nextPage(pageNo: number, count: number, page: Pagination): number | null {
  if (!page || count === 0) return null;
  return page.page_no * page.per_page < page.total ? pageNo + 1 : null;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function createMotiveProvider(conn: ProviderConnection): EldProvider {
  const auth = { 'x-api-key': conn.token };
  const list = <S extends z.ZodType<{ pagination?: Pagination }>, T>(
    path: string,
    schema: S,
    items: (answer: z.output<S>) => T[],
    query: Record<string, string> = {},
  ) =>
    allPages<T, number>(async (pageNo) => {
      const current = pageNo ?? 1;
      const answer = await getProviderJson(
        conn,
        auth,
        path,
        { ...query, per_page: PER_PAGE, page_no: current },
        schema,
      );
      const found = items(answer);
      return { items: found, next: nextPage(current, found.length, answer.pagination) };
    });

  return {
    async drivers() {
      const found = await list('/v1/users', users, (a) => a.users.map((u) => u.user), { role: 'driver' });
      // Deactivated drivers have left the fleet: nothing to match them to.
      return found
        .filter((u) => (u.role ?? 'driver') === 'driver' && u.status !== 'deactivated')
        .map((u) => ({
          externalId: u.id,
          firstName: u.first_name?.trim() ?? '',
          lastName: u.last_name?.trim() ?? '',
          licenseNumber: textOrNull(u.drivers_license_number),
          licenseState: textOrNull(u.drivers_license_state)?.toUpperCase() ?? null,
        }));
    },

    async vehicles() {
      const found = await list('/v1/vehicles', vehicles, (a) => a.vehicles.map((v) => v.vehicle));
      return found.map((v) => ({ externalId: v.id, name: v.number?.trim() || v.id, vin: textOrNull(v.vin) }));
    },

    async dutyLogs(range) {
      // Logs are asked by day in each driver's home-terminal time zone, which the UTC dates of the
      // range can miss by up to a day each side: ask a day wider, keep what starts in the range.
      const query = {
        start_date: isoDate(new Date(range.from.getTime() - DAY_MS)),
        end_date: isoDate(new Date(range.to.getTime() + DAY_MS)),
      };
      const days = await list('/v1/logs', logs, (a) => a.logs.map((l) => l.log), query);
      const events = days.flatMap((day) =>
        day.events.map((e) => ({ driverExternalId: day.driver.id, event: dutyEvent(e.event) })),
      );
      return driverLogs(events, range);
    },

    // Motive's list answers each vehicle's current location only: those are the positions.
    async positions() {
      const found = await list('/v1/vehicle_locations', vehicleLocations, (a) => a.vehicles.map((v) => v.vehicle));
      const positions = found.flatMap((v) => {
        const at = v.current_location;
        if (!at) return [];
        return [
          {
            vehicleExternalId: v.id,
            at: at.located_at,
            lat: at.lat,
            lng: at.lon,
            speedMph: at.kph === null || at.kph === undefined ? null : Math.round((at.kph / KPH_PER_MPH) * 10) / 10,
            heading: wholeHeading(at.bearing),
          },
        ];
      });
      return keepValidPositions(positions);
    },
  };
}
