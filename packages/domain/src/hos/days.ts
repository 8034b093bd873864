import { dayBounds, dayIn } from '../dates';

/**
 * Calendar days in the company's zone, for the 60/70-hour cycle. Day starts are cached per zone:
 * a fleet's clocks are computed for many drivers over the same few days, and a zone lookup costs
 * far more than the rest of the engine.
 */

const CACHE_LIMIT = 20_000;
const starts = new Map<string, number>();
const days = new Map<string, string>();

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** The calendar day before "2026-03-08" (plain date arithmetic, no zone involved). */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

const dayStart = (day: string, timeZone: string) =>
  remember(starts, `${timeZone}|${day}`, () => dayBounds(day, timeZone).start.getTime());

/**
 * The starts of the calendar days from the one holding `from` to the one holding `at`, ascending
 * (at least the day of `at`).
 */
export function dayStarts(from: number, at: number, timeZone: string): number[] {
  const today = remember(days, `${timeZone}|${Math.floor(at / 60_000)}`, () => dayIn(timeZone, new Date(at)));
  const list: number[] = [];
  let day = today;
  let start = dayStart(day, timeZone);
  list.push(start);
  while (start > from) {
    day = previousDay(day);
    start = dayStart(day, timeZone);
    list.push(start);
  }
  return list.reverse();
}

/** The index of the day holding t in `starts` (0 for anything before the first). */
export function dayOf(starts: readonly number[], t: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
