import {
  availableForTrip,
  clocksAtPickup,
  type DutyEvent,
  type DutyLog,
  type DutyStatusEvent,
  type DutyStatusEventsInput,
  type EldFileImported,
  type HosClocksAnswer,
  type HosClocksList,
  type HosCycle,
  type HosOptions,
  hosClocks,
  HOS_API_MESSAGES as M,
  type TripCheck,
  tripDrivingMinutes,
  tripWarning,
  validateDutyEventOrder,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { followedLoadTrip, recordLoadHistory } from '../loads/load-follow.service';
import { findTruckByUnit, storePositions } from '../truck-positions/truck-positions.service';
import { matchEldDriver } from './eld-driver-match';
import { type EldFile, parseEldFile } from './eld-file/parse-eld-file';
import * as repo from './hos.repo';

const DAY_MS = 86_400_000;
/** How far back the clocks read: the 8-day cycle, and two more days to find where it and the shift began. */
const LOOK_BACK_MS = 10 * DAY_MS;
/**
 * How far back the drive and shift clocks alone read: to the last 10-hour rest (or sleeper-berth
 * pair), which a driver within the rules took within the last day; two days also hold a pair split
 * across them. An ETA reads these for the whole fleet every minute (bench/README.md, "ETAs").
 */
const DRIVE_LOOK_BACK_MS = 2 * DAY_MS;

type Settings = { time_zone: string; hos_cycle: string };
type Source = 'manual' | 'eld_file' | 'provider' | 'demo';

const toEngine = (log: repo.ClockLog | undefined): DutyEvent[] =>
  log
    ? log.statuses.map((status, i) => ({
        status,
        start: new Date(log.starts_ms[i]!),
        adverseConditions: log.adverse[i],
      }))
    : [];

/** The engine's options: the company's cycle and zone, the driver's short-haul exception. */
const optionsOf = (driver: repo.HosDriver, settings: Settings): HosOptions => ({
  cycle: settings.hos_cycle as HosCycle,
  timeZone: settings.time_zone,
  shortHaul: driver.hos_short_haul,
});

function clocksOf(
  driver: repo.HosDriver,
  log: repo.ClockLog | undefined,
  at: Date,
  settings: Settings,
): HosClocksAnswer {
  const clocks = hosClocks(toEngine(log), at, optionsOf(driver, settings));
  return { driver_id: driver.id, at: at.toISOString(), ...clocks };
}

const toEvent = (e: repo.EventRow): DutyStatusEvent => ({
  status: e.status,
  start: e.start_at.toISOString(),
  location: e.location,
  note: e.note,
  adverse_conditions: e.adverse_conditions,
  source: e.source as Source,
});

async function driverOr404(tx: AppDb, companyId: number, driverId: number) {
  const driver = await repo.findDriver(tx, { companyId, driverId });
  if (!driver) throw notFound(M.driverNotFound);
  return driver;
}

/** Replaces the driver's events over the span the new ones cover (an import of the same span twice changes nothing). */
async function replaceLog(
  tx: AppDb,
  companyId: number,
  driverId: number,
  events: readonly (Omit<repo.EventValues, 'company_id' | 'driver_id'> & { start_at: Date })[],
) {
  const rows = events.map((e) => ({ ...e, company_id: companyId, driver_id: driverId }));
  const span = { from: events[0]!.start_at, to: events.at(-1)!.start_at };
  const { removed, stored } = await repo.replaceSpan(tx, { companyId, driverId, ...span }, rows);
  return { stored, replaced: removed };
}

/** The ELD file's driver events and positions, in the company's terms. */
function eldEventsOf(file: EldFile) {
  return file.events.map((e) => ({
    status: e.status,
    start_at: e.start,
    location: e.location?.slice(0, 120) ?? null,
    note: null,
    adverse_conditions: false,
    source: 'eld_file' as const,
  }));
}

function eldPointsOf(file: EldFile) {
  return file.events.flatMap((e) =>
    e.latitude === null || e.longitude === null
      ? []
      : [{ lat: e.latitude, lng: e.longitude, at: e.start.toISOString(), speed_mph: null, heading: null }],
  );
}

/** The driver's hours at the pickup against what `miles` loaded miles need (decision 0209). */
async function checkTrip(
  tx: AppDb,
  companyId: number,
  driver: repo.HosDriver,
  miles: number,
  pickupAt: Date,
): Promise<TripCheck> {
  const settings = await repo.companyHos(tx, companyId);
  const now = new Date();
  const [log] = await repo.clockLogsBetween(tx, {
    companyId,
    driverId: driver.id,
    from: new Date(Math.min(now.getTime(), pickupAt.getTime()) - LOOK_BACK_MS),
    to: now,
  });
  const clocks = clocksAtPickup(toEngine(log), now, pickupAt, optionsOf(driver, settings));
  const needed = tripDrivingMinutes(miles);
  const available = availableForTrip(clocks, needed);
  return {
    driver_id: driver.id,
    pickup_at: pickupAt.toISOString(),
    needed_minutes: needed,
    available_minutes: available,
    enough: needed <= available,
    warning: tripWarning(needed, available),
  };
}

/**
 * Minutes each of `driverIds` may still drive before a 10-hour rest: the least of the 11-hour
 * driving and 14-hour window clocks at `at` (a load's ETA adds a reset past them; the cycle is not
 * read). One read of the drivers and one of their last two days of events, in the caller's
 * transaction; a driver without a log has a full day.
 */
export async function driveMinutesLeft(
  tx: AppDb,
  companyId: number,
  driverIds: readonly number[],
  at: Date,
): Promise<Map<number, number>> {
  if (!driverIds.length) return new Map();
  const settings = await repo.companyHos(tx, companyId);
  const drivers = await repo.driversByIds(tx, companyId, driverIds);
  const logs = await repo.clockLogsBetween(tx, {
    companyId,
    driverIds,
    from: new Date(at.getTime() - DRIVE_LOOK_BACK_MS),
    to: at,
  });
  const byDriver = new Map(logs.map((l) => [l.driver_id, l]));
  return new Map(
    drivers.map((d) => {
      const c = hosClocks(toEngine(byDriver.get(d.id)), at, optionsOf(d, settings));
      return [d.id, Math.min(c.drive_remaining_minutes, c.shift_remaining_minutes)];
    }),
  );
}

/** The company's drivers an ELD provider's or file's driver may be (by CDL number, else unique name). */
export const driversForMatching = repo.driversForMatching;
export { matchEldDriver };

/**
 * A provider's log for one driver, in the caller's transaction: it replaces what the company held over
 * the span it covers (a sync of the same span again changes nothing). Answers how many were stored.
 */
export async function storeProviderLog(
  tx: AppDb,
  where: { companyId: number; driverId: number },
  events: readonly { status: DutyEvent['status']; start: Date; location: string | null; note: string | null }[],
): Promise<number> {
  if (!events.length) return 0;
  const rows = events.map((e) => ({
    status: e.status,
    start_at: e.start,
    location: e.location?.slice(0, 120) ?? null,
    note: e.note,
    adverse_conditions: false,
    source: 'provider' as const,
  }));
  return (await replaceLog(tx, where.companyId, where.driverId, rows)).stored;
}

/**
 * Duty status and hours of service (issue 33): events in (typed, imported from an ELD output file,
 * synced), each driver's clocks out, computed by the domain's engine from the last ten days.
 */
export function createHosService(db: AppDb) {
  return {
    addEvents(ctx: Ctx, driverId: number, body: DutyStatusEventsInput, source: Source = 'manual') {
      const order = validateDutyEventOrder(body.events);
      if (order) throw invalidField(['events', order.index, 'start'], order.detail);
      return withCompany(db, ctx, async (tx, companyId) => {
        await driverOr404(tx, companyId, driverId);
        const result = await replaceLog(
          tx,
          companyId,
          driverId,
          body.events.map((e) => ({
            status: e.status,
            start_at: new Date(e.start),
            location: e.location || null,
            note: e.note || null,
            adverse_conditions: e.adverse_conditions ?? false,
            source,
          })),
        );
        await audit(tx, ctx, {
          action: 'duty_status_events',
          entity: 'driver',
          entityId: driverId,
          detail: { ...result, source, from: body.events[0]!.start, to: body.events.at(-1)!.start },
        });
        return result;
      });
    },

    clocks(ctx: Ctx, driverId: number, at = new Date()) {
      return readCompany(db, ctx, async (tx, companyId) => {
        const driver = await driverOr404(tx, companyId, driverId);
        const settings = await repo.companyHos(tx, companyId);
        const [log] = await repo.clockLogsBetween(tx, {
          companyId,
          driverId,
          from: new Date(at.getTime() - LOOK_BACK_MS),
          to: at,
        });
        return clocksOf(driver, log, at, settings);
      });
    },

    /** Whether the driver has the driving a load of `miles` loaded miles needs by its pickup (a warning, never a block). */
    tripCheck(ctx: Ctx, driverId: number, q: { miles: number; pickup_at?: string }): Promise<TripCheck> {
      return readCompany(db, ctx, async (tx, companyId) => {
        const driver = await driverOr404(tx, companyId, driverId);
        return checkTrip(tx, companyId, driver, q.miles, q.pickup_at ? new Date(q.pickup_at) : new Date());
      });
    },

    /**
     * Records on the load's history that its driver lacks the hours it needs, when the saved load
     * (its driver, loaded miles and first pickup) says so: the wizard asks after saving the miles.
     */
    recordTripWarning(ctx: Ctx, loadId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const trip = await followedLoadTrip(tx, ctx, companyId, loadId);
        const driver = trip.driver_id ? await repo.findDriver(tx, { companyId, driverId: trip.driver_id }) : undefined;
        if (!driver || !trip.loaded_miles) return { recorded: false, warning: null };
        const check = await checkTrip(tx, companyId, driver, trip.loaded_miles, trip.first_pickup_from ?? new Date());
        if (!check.warning) return { recorded: false, warning: null };
        const text = `${driver.first_name} ${driver.last_name}: ${check.warning}`;
        await recordLoadHistory(tx, ctx, companyId, loadId, { kind: 'hos_warning', from_value: null, to_value: text });
        return { recorded: true, warning: check.warning };
      });
    },

    /** Every active driver's clocks in one read of the company's last ten days of events. */
    allClocks(ctx: Ctx, at = new Date()): Promise<HosClocksList> {
      return readCompany(db, ctx, async (tx, companyId) => {
        const settings = await repo.companyHos(tx, companyId);
        const drivers = await repo.activeDrivers(tx, companyId);
        const logs = await repo.clockLogsBetween(tx, {
          companyId,
          from: new Date(at.getTime() - LOOK_BACK_MS),
          to: at,
        });
        const byDriver = new Map(logs.map((l) => [l.driver_id, l]));
        return {
          at: at.toISOString(),
          clocks: drivers.map((d) => ({
            ...clocksOf(d, byDriver.get(d.id), at, settings),
            driver_name: `${d.first_name} ${d.last_name}`,
            short_haul: d.hos_short_haul,
            dispatcher_ids: d.dispatcher_ids,
          })),
        };
      });
    },

    log(ctx: Ctx, driverId: number, range: { from: Date; to: Date }): Promise<DutyLog> {
      return readCompany(db, ctx, async (tx, companyId) => {
        await driverOr404(tx, companyId, driverId);
        const events = await repo.eventsBetween(tx, { companyId, driverId, ...range });
        return {
          driver_id: driverId,
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          events: events.map(toEvent),
        };
      });
    },

    /** An ELD output file: checked whole first, then its driver's log (and truck's positions) in one transaction. */
    importEldFile(ctx: Ctx, text: string): Promise<EldFileImported> {
      const parsed = parseEldFile(text);
      if (!parsed.ok) throw invalidField('file', parsed.detail);
      const file = parsed.file;
      return withCompany(db, ctx, async (tx, companyId) => {
        const driver = matchEldDriver(file.driver, await repo.driversForMatching(tx, companyId));
        if (!driver) {
          const d = file.driver;
          throw invalidField('file', M.eldDriverUnmatched(`${d.first_name} ${d.last_name}`, d.license_number));
        }
        const events = eldEventsOf(file);
        const log = events.length ? await replaceLog(tx, companyId, driver.id, events) : { stored: 0, replaced: 0 };
        const truck = await findTruckByUnit(tx, companyId, {
          number: file.vehicle.power_unit_number,
          vin: file.vehicle.vin,
        });
        const positions = truck ? await storePositions(tx, { companyId, truckId: truck.id }, eldPointsOf(file)) : 0;
        const answer: EldFileImported = {
          driver_id: driver.id,
          driver_name: `${driver.first_name} ${driver.last_name}`,
          truck_id: truck?.id ?? null,
          period: file.period,
          events_stored: log.stored,
          events_replaced: log.replaced,
          positions_stored: positions,
        };
        await audit(tx, ctx, { action: 'eld_file_import', entity: 'driver', entityId: driver.id, detail: answer });
        return answer;
      });
    },
  };
}

export type HosService = ReturnType<typeof createHosService>;
