import type { HosCycle } from '../hos';
import { dayOf } from './days';
import { HOUR, isOnDuty, type Span, totalBefore } from './timeline';

/**
 * The 60-hour/7-day and 70-hour/8-day limits (395.3(b)): on-duty time (driving included) over the
 * last 7 or 8 calendar days in the company's zone, today included, counted only after the latest
 * 34-hour restart (395.3(c)). Days before the first event count as nothing: they are unknown.
 */

export const CYCLE_RULES = {
  '60_7': { hours: 60 * HOUR, days: 7, rule: 'cycle_60' },
  '70_8': { hours: 70 * HOUR, days: 8, rule: 'cycle_70' },
} as const satisfies Record<HosCycle, { hours: number; days: number; rule: string }>;

export interface CycleBook {
  spans: readonly Span[];
  /** On-duty prefix sums over the spans. */
  onDuty: Float64Array;
  /** Day starts in the company's zone, ascending, covering the log. */
  dayStarts: readonly number[];
  days: number;
}

const onDutyBefore = (book: CycleBook, t: number) => totalBefore(book.spans, book.onDuty, t, (s) => isOnDuty(s.status));

/** On-duty time counted toward the cycle at instant t, given the latest restart's end before it. */
export function cycleUsedAt(book: CycleBook, t: number, restartEnd: number): number {
  const d = dayOf(book.dayStarts, t);
  const first = d - book.days + 1;
  const windowStart = first >= 0 ? book.dayStarts[first]! : Number.NEGATIVE_INFINITY;
  const from = Math.max(windowStart, restartEnd);
  return onDutyBefore(book, t) - (from === Number.NEGATIVE_INFINITY ? 0 : onDutyBefore(book, from));
}

/** A driving span cut at midnights, so each piece has one cycle window. */
export function piecesByDay(book: CycleBook, start: number, end: number): [number, number][] {
  const pieces: [number, number][] = [];
  let from = start;
  for (let d = dayOf(book.dayStarts, start) + 1; d < book.dayStarts.length; d++) {
    const midnight = book.dayStarts[d]!;
    if (midnight >= end) break;
    if (midnight > from) {
      pieces.push([from, midnight]);
      from = midnight;
    }
  }
  pieces.push([from, end]);
  return pieces;
}
