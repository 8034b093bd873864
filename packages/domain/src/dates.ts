import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, isValid, parseISO } from 'date-fns';

/**
 * The one date and time module (date-fns with time zones), shared by the API and the web app.
 * Every date shown or computed goes through it: one format, one fallback, and an explicit time
 * zone where the day matters (a company's zone for its loads, statements and reports; UTC for
 * platform rules). Without a zone, formatting uses the viewer's own.
 */

/** The zone of a company whose address says nothing better (the centre of the US freight map). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** The zone of the platform's own days (subscription ends, the superadmin's date filters). */
export const PLATFORM_TIME_ZONE = 'UTC';

/** What a missing or unreadable date shows. */
export const NO_DATE = '—';

type DateInput = string | Date | null | undefined;
type ZoneOption = { timeZone?: string };

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant, or null. A bare "2026-12-31" is a calendar day, read as its midnight in the zone used. */
function toDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

const inZone = (o?: ZoneOption) => (o?.timeZone ? { in: tz(o.timeZone) } : undefined);

function formatIn(value: DateInput, pattern: string, o?: ZoneOption): string {
  const date = toDate(value);
  if (!date) return NO_DATE;
  // A calendar day is the same day everywhere: it is never shifted into a zone.
  if (typeof value === 'string' && BARE_DAY.test(value)) return format(date, pattern);
  return format(date, pattern, inZone(o));
}

/** A date as the spec's short date ("PP"), e.g. "Jan 5, 2026". */
export function formatDate(value: DateInput, o?: ZoneOption): string {
  return formatIn(value, 'PP', o);
}

/** A date with its 24-hour time, e.g. "Jan 5, 2026, 14:30". */
export function formatDateTime(value: DateInput, o?: ZoneOption): string {
  return formatIn(value, 'PP, HH:mm', o);
}

/** An appointment window of clock times: "08:00–17:00", "08:00" alone when it has one time, '' without a start. */
export function formatTimeWindow(lower?: string | null, higher?: string | null): string {
  return lower ? (higher && higher !== lower ? `${lower}–${higher}` : lower) : '';
}

/**
 * A stop's day and appointment window as the board and the wizard show it: "Dec 10 · 08:00–17:00",
 * or "Dec 10" without a time. `day` is a calendar day ("2026-12-10"), the times are clock times
 * ("08:00") already in the stop's zone.
 */
export function formatStopWhen(day: string, lower?: string | null, higher?: string | null): string {
  return [formatIn(day, 'MMM d'), formatTimeWindow(lower, higher)].filter(Boolean).join(' · ');
}

/** The calendar day ("2026-01-05") an instant falls on in a zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return format(at, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The day `n` days after a calendar day. */
export function addDaysToDay(day: string, n: number): string {
  return format(addDays(parseISO(day), n), 'yyyy-MM-dd');
}

/** The instants a calendar day spans in a zone: from its first moment to the next day's (exclusive). */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const midnight = (d: string) => {
    const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, dd, timeZone).getTime());
  };
  return { start: midnight(day), end: midnight(addDaysToDay(day, 1)) };
}

/** Whether the runtime knows a time zone by this IANA name. */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** The main time zone of each US state (where a state spans two, the one most of it keeps). */
export const US_STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  NY: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WV: 'America/New_York',
  WY: 'America/Denver',
};

const US = /^(us|usa|united states( of america)?)$/i;
// "…, Dallas, TX 75201" or "…, Dallas, TX": a state code before an optional ZIP at the end.
const STATE_AT_END = /(?:^|[\s,])([A-Za-z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/;

/** A company's default zone from its address: its US state's zone, else `DEFAULT_TIME_ZONE`. */
export function timeZoneForAddress(where: { country?: string | null; address?: string | null }): string {
  if (where.country && !US.test(where.country.trim())) return DEFAULT_TIME_ZONE;
  const state = where.address?.trim().match(STATE_AT_END)?.[1]?.toUpperCase();
  return (state && US_STATE_TIME_ZONES[state]) || DEFAULT_TIME_ZONE;
}

/**
 * The zone a stop's appointment times are given in: the local time at the stop, as rate
 * confirmations and facilities state them. A US stop takes its state's zone; any other stop, or
 * one without a state, the company's (`fallback`).
 */
export function stopTimeZone(stop: { state?: string | null; country?: string | null }, fallback: string): string {
  if (stop.country && !US.test(stop.country.trim())) return fallback;
  const state = stop.state?.trim().toUpperCase();
  return (state && US_STATE_TIME_ZONES[state]) || fallback;
}

/** The instant (ISO, UTC) of a wall-clock time ("08:30") on a calendar day in a zone. */
export function instantAt(day: string, time: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime()).toISOString();
}

/** The wall-clock time ("08:30") of an instant in a zone, or '' for none. */
export function timeOfDayIn(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  return date ? format(date, 'HH:mm', { in: tz(timeZone) }) : '';
}

/** Built once a zone: a formatter is slow to build, and a list of stops asks for a label a line. */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's short everyday name where the viewer's language has one ("CT", "PT"), else its offset. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  let formatter = zoneNameFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' });
    zoneNameFormats.set(timeZone, formatter);
  }
  const part = formatter.formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
