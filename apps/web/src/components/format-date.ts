// "PP" of the spec (e.g. "Jan 5, 2026"), which Intl's medium date style produces for English.
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

function parse(value: string | Date): Date | null {
  // A bare YYYY-MM-DD is a calendar day; read as UTC midnight it would show the day before in the Americas.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as the spec's short date (PP), or '' when missing or unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? parse(value) : null;
  return date ? mediumDate.format(date) : '';
}

/** A date with its 24-hour time, e.g. "Jan 5, 2026, 14:30". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? parse(value) : null;
  return date ? dateTime.format(date) : '';
}
