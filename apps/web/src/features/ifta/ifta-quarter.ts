import { formatDate, quarterDays, quarterOf } from '@tms/domain';

export type Quarter = { year: number; quarter: number };

/** How many years back the picker offers: a carrier keeps its IFTA records four years, plus the current one. */
const YEARS_OFFERED = 5;

/** The quarter before today's: the return a carrier files next. */
export function lastCompletedQuarter(today: string): Quarter {
  const current = quarterOf(today);
  return current.quarter === 1 ? { year: current.year - 1, quarter: 4 } : { ...current, quarter: current.quarter - 1 };
}

/** Whether a quarter has begun by today (the one under way may be looked at; a later one may not). */
export function hasStarted(q: Quarter, today: string): boolean {
  const current = quarterOf(today);
  return q.year < current.year || (q.year === current.year && q.quarter <= current.quarter);
}

/** The years the picker offers, newest first. */
export function yearsOffered(today: string): number[] {
  const year = quarterOf(today).year;
  return Array.from({ length: YEARS_OFFERED }, (_, i) => year - i);
}

/** The quarters of a year that have begun by today. */
export function quartersOffered(year: number, today: string): number[] {
  return [1, 2, 3, 4].filter((quarter) => hasStarted({ year, quarter }, today));
}

/** The quarter in the address, or the last completed one when it is missing, unreadable or not begun. */
export function readQuarter(search: URLSearchParams, today: string): Quarter {
  const year = Number(search.get('year'));
  const quarter = Number(search.get('quarter'));
  const asked = { year, quarter };
  const readable = Number.isInteger(year) && year >= 2000 && [1, 2, 3, 4].includes(quarter);
  return readable && hasStarted(asked, today) ? asked : lastCompletedQuarter(today);
}

/** "Q3 2026". */
export const quarterLabel = (q: Quarter) => `Q${q.quarter} ${q.year}`;

/** "Jul 1 – Sep 30, 2026": the days the return covers. */
export function quarterSpan(q: Quarter): string {
  const { first, last } = quarterDays(q.year, q.quarter);
  return `${formatDate(first).replace(/, \d{4}$/, '')} – ${formatDate(last)}`;
}
