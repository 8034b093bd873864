import { type DutyStatus, greatCircleMiles, ROAD_FACTOR } from '@tms/domain';

/**
 * The demo ELD (decision 0209): what a driver's ELD would have recorded while they ran their loads.
 * From the stops of a driver's loads, it drives the truck from stop to stop at highway speed within
 * the hours-of-service limits (a 30-minute break after 8 hours of driving, a 10-hour sleeper rest
 * when the 11 hours or the 14-hour window are used up), waits off duty for early appointments and
 * works an hour on duty at each stop. It writes the duty status changes and a position every five
 * minutes of driving, up to `until`.
 */

/** A stop of the driver's loads: where, when, and its place's name ("Dallas, TX") for the log. */
export type DemoStop = { lat: number; lng: number; at: Date; place?: string | null };
export type DemoEvent = { status: DutyStatus; start: Date; location: string | null };
export type DemoPoint = { lat: number; lng: number; at: Date; speed_mph: number; heading: number };

/** The demo ELD in the integration catalogue (migration 0033, code `demo_eld`). */
export const DEMO_ELD_INTEGRATION_ID = 4;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const POINT_EVERY_MS = 5 * MINUTE;
/** A parked truck's ELD still reports where it is, less often: every quarter hour on the clock. */
const PARKED_POINT_EVERY_MS = 15 * MINUTE;
const LIMITS = { drive: 11 * HOUR, window: 14 * HOUR, sinceBreak: 8 * HOUR, reset: 10 * HOUR, brk: 30 * MINUTE };
const STOP_WORK_MS = HOUR;

/** Road miles of a leg: the great circle times the calibrated road factor (decision 0193). */
const milesBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  greatCircleMiles(a, b) * ROAD_FACTOR;

function headingOf(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const degrees = (Math.atan2(b.lng - a.lng, b.lat - a.lat) * 180) / Math.PI;
  return Math.round((degrees + 360) % 360) % 360;
}

/** A driver's simulated ELD between `from` and `until`; `speedMph` varies a little by driver. */
export function simulateDemoEld(stops: readonly DemoStop[], opts: { from: Date; until: Date; speedMph: number }) {
  const events: DemoEvent[] = [];
  const points: DemoPoint[] = [];
  const end = opts.until.getTime();
  let t = opts.from.getTime();
  let here = stops[0] ? { lat: stops[0].lat, lng: stops[0].lng } : null;
  /** The last stop's place: where a change of status happens, as the ELD's log names it. */
  let place = stops[0]?.place ?? null;
  // The day starts rested: the clocks begin at the first duty.
  let shiftStart: number | null = null;
  let driven = 0;
  let sinceBreak = 0;

  let heading = 0;
  /** Where the truck is now: a stop, or part of the way along a leg when a rest stops it on the road. */
  let pos = here;
  /** The parked truck's reports between `t` and `t + ms`, on the quarter hours (the same instants in every replay). */
  const park = (ms: number) => {
    if (!pos) return;
    const { lat, lng } = pos;
    const stop = Math.min(t + ms, end);
    for (let at = Math.ceil(t / PARKED_POINT_EVERY_MS) * PARKED_POINT_EVERY_MS; at < stop; at += PARKED_POINT_EVERY_MS)
      points.push({ lat, lng, at: new Date(at), speed_mph: 0, heading });
  };

  /** Changes the status at `t`; a change at the same instant as the last one replaces it (no empty events). */
  const set = (status: DutyStatus) => {
    if (t >= end) return;
    const last = events.at(-1);
    if (last && last.start.getTime() === t) {
      if (events.at(-2)?.status === status) events.pop();
      else last.status = status;
    } else if (last?.status !== status) events.push({ status, start: new Date(t), location: place });
  };
  const rest = (ms: number, status: DutyStatus) => {
    set(status);
    park(ms);
    // Whole milliseconds: a fraction would give two events one stored instant.
    t = Math.round(t + ms);
    if (ms >= LIMITS.reset) [shiftStart, driven, sinceBreak] = [null, 0, 0];
    else if (ms >= LIMITS.brk) sinceBreak = 0;
  };
  const work = (ms: number) => {
    shiftStart ??= t;
    set('on_duty');
    park(ms);
    t = Math.round(t + ms);
    sinceBreak = 0;
  };
  /** Drives toward `to` for at most `ms`; answers the share of the leg covered. */
  const drive = (to: { lat: number; lng: number }, legMs: number, ms: number, done: number) => {
    shiftStart ??= t;
    set('driving');
    // Rests on the road happen at no named place: the log names only the stops.
    place = null;
    const from = here!;
    for (let s = 0; s < ms && t + s < end; s += POINT_EVERY_MS) {
      const f = Math.min(1, done + s / legMs);
      points.push({
        lat: from.lat + (to.lat - from.lat) * f,
        lng: from.lng + (to.lng - from.lng) * f,
        at: new Date(t + s),
        speed_mph: Math.round(opts.speedMph + ((s / POINT_EVERY_MS) % 7) - 3),
        heading: headingOf(from, to),
      });
      heading = headingOf(from, to);
    }
    const f = Math.min(1, done + ms / legMs);
    pos = { lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f };
    t = Math.round(t + ms);
    driven += ms;
    sinceBreak += ms;
    return done + ms / legMs;
  };

  set('off_duty');
  for (const stop of stops) {
    if (t >= end || !here) break;
    const legMs = (milesBetween(here, stop) / opts.speedMph) * HOUR;
    // Leaves in time to arrive about two hours early, allowing for rests on a long leg (a day of
    // driving per 11 hours of it), rather than waiting days at the next stop.
    const needs = legMs + Math.floor(legMs / LIMITS.drive) * LIMITS.reset + 2 * HOUR;
    if (stop.at.getTime() - t > needs) rest(stop.at.getTime() - t - needs, 'off_duty');
    // Pre-trip inspection before a leg; none for the first stop, where the truck already is.
    let done = legMs < MINUTE ? 1 : 0;
    if (done < 1) work(30 * MINUTE);
    while (done < 1 && t < end) {
      const windowLeft = shiftStart === null ? LIMITS.window : shiftStart + LIMITS.window - t;
      const room = Math.min(LIMITS.drive - driven, LIMITS.sinceBreak - sinceBreak, windowLeft);
      if (room <= 0) {
        if (LIMITS.sinceBreak - sinceBreak <= 0 && LIMITS.drive - driven > 0 && windowLeft > LIMITS.brk)
          rest(LIMITS.brk, 'off_duty');
        else rest(LIMITS.reset, 'sleeper_berth');
        continue;
      }
      done = drive(stop, legMs, Math.min(room, (1 - done) * legMs), done);
    }
    here = { lat: stop.lat, lng: stop.lng };
    pos = here;
    place = stop.place ?? null;
    // Early for the appointment: off duty until it (a long wait is a rest of its own).
    if (stop.at.getTime() > t) rest(stop.at.getTime() - t, 'off_duty');
    work(STOP_WORK_MS);
    set('off_duty');
  }
  // Parked at the last stop until now.
  if (t < end) park(end - t);
  // One point per instant, in time order: a drive's point may fall on a quarter hour already reported.
  const inOrder = points.filter((p, i) => p.at.getTime() < end && (i === 0 || p.at > points[i - 1]!.at));
  return { events: events.filter((e) => e.start.getTime() < end), points: inOrder };
}

const DAY = 24 * HOUR;
/** The clocks read eight days back (the 70-hour cycle); two more show the log grid's earlier days. */
const HISTORY_DAYS = 10;
/**
 * How far past the simulated end the stops are read. A stop counts before it is reached: the
 * truck leaves for it up to four days early on a coast-to-coast leg (its driving and the rests on
 * the way), and reading it later would change a departure already recorded.
 */
const STOPS_AHEAD_MS = 7 * DAY;

/**
 * Where the demo ELD's simulation starts for a run at `now` (decision 0211): the start of the UTC
 * day ten days back. Fixed within a day, so the seed and every run of the day replay the same
 * record, and each run only appends what is new since the last.
 */
export function demoEldAnchor(now: Date): Date {
  const day = Math.floor(now.getTime() / DAY) * DAY;
  return new Date(day - HISTORY_DAYS * DAY);
}

/** The span of stops a run at `now` drives along. */
export function demoStopsSpan(now: Date) {
  return { from: demoEldAnchor(now), to: new Date(now.getTime() + STOPS_AHEAD_MS) };
}

/** A driver's simulated record up to `now`, from the anchor; each driver keeps a speed of their own. */
export function demoDriverLog(driverId: number, stops: readonly DemoStop[], now: Date) {
  return simulateDemoEld(stops, { from: demoEldAnchor(now), until: now, speedMph: 56 + (driverId % 7) });
}
