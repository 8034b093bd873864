const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The short date the app uses in tables, e.g. "Mar 4, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  // A bare day ("2026-12-31") is a calendar date, not UTC midnight, which would show the day before west of Greenwich.
  const day = DAY_ONLY.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}
