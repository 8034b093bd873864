import { addDaysToDay, DRIVER_APP_LIMITS, dayIn, type LoadEvent, DRIVER_APP_API_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { zoneOf } from './load-changes';
import { toEvent } from './load-shapes';
import { recordStopTimes } from './load-stop-times.service';
import * as repo from './loads.repo';

/* A driver's own loads and stops, for the driver app (issue 36), in the caller's transaction. */

/** An open load past its delivery by this many days is one nobody closed: the app leaves it out. */
const STALE_DAYS = 14;
const DAY_MS = 86_400_000;

export type DriverRunLoad = {
  load: NonNullable<Awaited<ReturnType<typeof repo.findLoad>>>;
  stops: LoadEvent[];
  dispatcher: { name: string; email: string; phone: string | null } | null;
};

type Where = { companyId: number; driverId: number };

const runsIt = (load: { driver_id: number | null; secondary_driver_id: number | null }, driverId: number) =>
  load.driver_id === driverId || load.secondary_driver_id === driverId;

async function runLoad(tx: AppDb, where: Where & { loadId: number }, lock: boolean): Promise<DriverRunLoad> {
  const load = await repo.findLoad(tx, { companyId: where.companyId, id: where.loadId, lock });
  if (!load || load.load.is_draft || load.status_meaning === 'cancelled' || !runsIt(load.load, where.driverId))
    throw notFound(M.loadNotFound);
  const stops = await repo.listEvents(tx, { companyId: where.companyId, loadId: where.loadId });
  const userId = load.load.dispatcher_id;
  const contact =
    userId === null ? undefined : await repo.findDispatcherContact(tx, { companyId: where.companyId, userId });
  const dispatcher = contact
    ? { name: `${contact.name} ${contact.last_name}`.trim(), email: contact.email, phone: contact.phone }
    : null;
  return { load, stops: stops.map(toEvent), dispatcher };
}

/** The loads the driver runs now, next, or finished in the last days (their PODs may still be sent). */
export async function driverRunLoads(tx: AppDb, where: Where, now: Date): Promise<DriverRunLoad[]> {
  const zone = await zoneOf(tx, where.companyId);
  const doneSince = new Date(now.getTime() - DRIVER_APP_LIMITS.recentDays * DAY_MS);
  const ids = await repo.driverRunLoadIds(tx, {
    ...where,
    doneSince,
    doneSinceDay: dayIn(zone, doneSince),
    staleDay: addDaysToDay(dayIn(zone, now), -STALE_DAYS),
  });
  const loads: DriverRunLoad[] = [];
  // One after the other: the embedded database runs one statement at a time anyway.
  for (const loadId of ids) loads.push(await runLoad(tx, { ...where, loadId }, false));
  return loads;
}

/** One of the driver's loads, locked when something is about to hang on it; 404 for any other load. */
export const driverRunLoad = (tx: AppDb, where: Where & { loadId: number }, lock = false) => runLoad(tx, where, lock);

/** The stop, its load (locked) and the load's stops; 404 unless the driver runs the load. */
async function driverStop(tx: AppDb, where: Where & { eventId: number }) {
  const loadId = await repo.findEventLoadId(tx, { companyId: where.companyId, eventId: where.eventId });
  if (loadId === undefined) throw notFound(M.stopNotFound);
  const run = await runLoad(tx, { ...where, loadId }, true).catch(() => {
    throw notFound(M.stopNotFound);
  });
  const stop = run.stops.find((s) => s.id === where.eventId)!;
  return { run, stop };
}

const at = (iso: string | null) => (iso ? new Date(iso) : null);
const stored = (s: LoadEvent) => ({ ...s, arrived_at: at(s.arrived_at), departed_at: at(s.departed_at) });

/** The stop as it stands after an action, with what the caller records beside it. */
async function afterAction(tx: AppDb, companyId: number, run: DriverRunLoad, stopId: number) {
  const events = await repo.listEvents(tx, { companyId, loadId: run.load.load.id });
  return { run, stop: toEvent(events.find((e) => e.event.id === stopId)!) };
}

/** Stops are run in order: a stop waits while one before it is open. */
function refuseWhileEarlierOpen(run: DriverRunLoad, stop: LoadEvent) {
  const open = run.stops.find((s) => s.event_order < stop.event_order && !s.is_completed);
  if (open) throw unprocessable(M.earlierStopOpen(open.event_order));
}

/** The driver arrives at a stop: every earlier stop done, and not arrived there yet. */
export async function arriveAtStop(tx: AppDb, ctx: Ctx, where: Where & { eventId: number }, now: Date) {
  const { run, stop } = await driverStop(tx, where);
  if (stop.is_completed || stop.departed_at) throw conflict(M.alreadyDeparted);
  if (stop.arrived_at) throw conflict(M.alreadyArrived);
  refuseWhileEarlierOpen(run, stop);
  const loadWhere = { companyId: where.companyId, loadId: run.load.load.id };
  await recordStopTimes(tx, ctx, loadWhere, stored(stop), { arrived: now, departed: null });
  return afterAction(tx, where.companyId, run, stop.id);
}

/**
 * The driver leaves a stop: arrived there, and the stop completes, every earlier stop being done.
 * Its day need not have come (decision 0239): a shipper that loads a day early is where the truck
 * is, and the departure is recorded as it happened. The day rule stays for completions by hand.
 */
export async function departStop(tx: AppDb, ctx: Ctx, where: Where & { eventId: number }, now: Date) {
  const { run, stop } = await driverStop(tx, where);
  if (stop.is_completed || stop.departed_at) throw conflict(M.alreadyDeparted);
  if (!stop.arrived_at) throw unprocessable(M.notArrived);
  refuseWhileEarlierOpen(run, stop);
  const loadWhere = { companyId: where.companyId, loadId: run.load.load.id };
  await recordStopTimes(tx, ctx, loadWhere, stored(stop), { arrived: at(stop.arrived_at), departed: now });
  await repo.setEventCompleted(
    tx,
    { companyId: where.companyId, id: stop.id },
    { is_completed: true, completed_at: now, completed_by: ctx.userId },
  );
  await audit(tx, ctx, {
    action: 'event_complete',
    entity: 'load',
    entityId: run.load.load.id,
    detail: { load_number: run.load.load.load_number, event_id: stop.id, event_order: stop.event_order },
  });
  return afterAction(tx, where.companyId, run, stop.id);
}
