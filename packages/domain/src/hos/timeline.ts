import type { DutyEvent, DutyStatus } from '../hos';

/**
 * The log as time spans: each event lasts until the next one, the last until `at`; events from
 * `at` on are ignored. Times are epoch milliseconds. Prefix sums let any clock be read between two
 * span boundaries in constant time.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface Span {
  status: DutyStatus;
  start: number;
  end: number;
  adverse: boolean;
}

/** A maximal run of off-duty and sleeper-berth spans: one rest, whatever its mix. */
export interface RestRun {
  start: number;
  end: number;
  /** Index of the run's first span. */
  first: number;
  /** Index of the span just after the run (where work resumes), or spans.length when it is still open. */
  after: number;
  /** The longest stretch of consecutive sleeper-berth time inside the run. */
  sleeper: number;
}

export const isRest = (s: DutyStatus) => s === 'off_duty' || s === 'sleeper_berth';
export const isOnDuty = (s: DutyStatus) => s === 'driving' || s === 'on_duty';

/** The events in start order (a stable copy only when the caller's are out of order). */
function ordered(events: readonly DutyEvent[]): readonly DutyEvent[] {
  for (let i = 1; i < events.length; i++) {
    if (events[i]!.start.getTime() < events[i - 1]!.start.getTime()) {
      return [...events].sort((a, b) => a.start.getTime() - b.start.getTime());
    }
  }
  return events;
}

/** The spans before `at`; zero-length spans (an event replaced at the same instant) are dropped. */
export function spansUntil(events: readonly DutyEvent[], at: number): Span[] {
  const list = ordered(events);
  const spans: Span[] = [];
  for (let i = 0; i < list.length; i++) {
    const e = list[i]!;
    const start = e.start.getTime();
    if (start >= at) break;
    const next = list[i + 1];
    const end = next ? Math.min(next.start.getTime(), at) : at;
    if (end > start) spans.push({ status: e.status, start, end, adverse: e.adverseConditions === true });
  }
  return spans;
}

/** The status at `at`: that of the last event starting at or before it, off duty before any. */
export function statusAt(events: readonly DutyEvent[], at: number): DutyStatus {
  let status: DutyStatus = 'off_duty';
  let latest = Number.NEGATIVE_INFINITY;
  for (const e of events) {
    const t = e.start.getTime();
    if (t <= at && t >= latest) {
      latest = t;
      status = e.status;
    }
  }
  return status;
}

export function restRuns(spans: readonly Span[]): RestRun[] {
  const runs: RestRun[] = [];
  let current: RestRun | null = null;
  let sleeperFrom = -1;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    if (!isRest(s.status)) {
      current = null;
      continue;
    }
    if (!current) {
      current = { start: s.start, end: s.end, first: i, after: i + 1, sleeper: 0 };
      runs.push(current);
      sleeperFrom = -1;
    }
    current.end = s.end;
    current.after = i + 1;
    if (s.status === 'sleeper_berth') {
      if (sleeperFrom < 0) sleeperFrom = s.start;
      current.sleeper = Math.max(current.sleeper, s.end - sleeperFrom);
    } else {
      sleeperFrom = -1;
    }
  }
  return runs;
}

/** Running totals at each span boundary: index k holds the total of spans[0..k). */
export function prefix(spans: readonly Span[], counts: (s: Span, i: number) => boolean): Float64Array {
  const sums = new Float64Array(spans.length + 1);
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    sums[i + 1] = sums[i]! + (counts(s, i) ? s.end - s.start : 0);
  }
  return sums;
}

/** The index of the span holding instant t (the last span starting at or before it), or -1. */
export function spanAt(spans: readonly Span[], t: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** A prefix total read at any instant, counting the part of the span holding it. */
export function totalBefore(spans: readonly Span[], sums: Float64Array, t: number, counts: (s: Span) => boolean) {
  const i = spanAt(spans, t);
  if (i < 0) return 0;
  const s = spans[i]!;
  return sums[i]! + (counts(s) ? Math.min(t, s.end) - s.start : 0);
}
