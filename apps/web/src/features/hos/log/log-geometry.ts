import { DUTY_STATUSES, type DutyStatus } from '@tms/domain';

/**
 * The 24-hour grid of a driver's day as numbers: x is minutes since the day's midnight in the
 * company's zone (0 to 1440), y is the row of a status, top to bottom as on the paper log.
 */

/** Height of one status row in the grid's own units (the SVG is stretched to its box). */
export const ROW_UNITS = 10;

export interface LogSpan {
  status: DutyStatus;
  /** Minutes since the day's midnight. */
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;

/** The length of the day in minutes: 1440, or 1380 and 1500 on the days clocks change. */
export function dayMinutes(day: { start: Date; end: Date }): number {
  return (day.end.getTime() - day.start.getTime()) / MINUTE_MS;
}

/**
 * Each event's span within the day, an event lasting until the next one; the first may begin
 * before the day (the status in force at midnight). Nothing is drawn past `now`: the rest of
 * today is not known yet. Touching spans of one status (a new location, a note) are joined.
 */
export function logSpans(
  events: readonly { status: DutyStatus; start: string }[],
  day: { start: Date; end: Date },
  now: Date,
): LogSpan[] {
  const origin = day.start.getTime();
  const until = Math.min(day.end.getTime(), now.getTime());
  const starts = events.map((e) => new Date(e.start).getTime());
  const spans: LogSpan[] = [];
  events.forEach((e, i) => {
    const from = Math.max(starts[i] ?? origin, origin);
    const to = Math.min(starts[i + 1] ?? until, until);
    if (to <= from) return;
    const span = { status: e.status, start: (from - origin) / MINUTE_MS, end: (to - origin) / MINUTE_MS };
    const last = spans.at(-1);
    if (last && last.status === span.status && last.end === span.start) last.end = span.end;
    else spans.push(span);
  });
  return spans;
}

/** Minutes in each status over the spans. */
export function rowTotals(spans: readonly LogSpan[]): Record<DutyStatus, number> {
  const totals = { off_duty: 0, sleeper_berth: 0, driving: 0, on_duty: 0 };
  for (const s of spans) totals[s.status] += s.end - s.start;
  return totals;
}

/** The centre line of a status's row. */
export const rowY = (status: DutyStatus) => DUTY_STATUSES.indexOf(status) * ROW_UNITS + ROW_UNITS / 2;

/**
 * The status line: along each span's row, down or up to the next at each change, lifted where
 * the log has a gap (time before the first event is unknown).
 */
export function stepPath(spans: readonly LogSpan[]): string {
  return spans
    .map((s, i) => {
      const joined = i > 0 && spans[i - 1]?.end === s.start;
      return `${joined ? `V${rowY(s.status)}` : `M${s.start} ${rowY(s.status)}`} H${s.end}`;
    })
    .join(' ');
}
