/**
 * Field readers for the ELD output file. Each takes the field's text and either gives its value or
 * throws an EldLineError naming the line and the field, formats as in Appendix A section 7.
 */

/** The first fault of a file: its 1-based line (0 for the file as a whole) and what is wrong. */
export class EldLineError extends Error {
  constructor(
    readonly line: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** A line's fault, worded "Line N: ...". */
export const lineError = (line: number, what: string) => new EldLineError(line, `Line ${line}: ${what}`);

const invalid = (line: number, label: string, value: string, expected: string) =>
  lineError(line, `the ${label} "${value}" is not ${expected}.`);

export type LocalDate = { year: number; month: number; day: number };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A date as MMDDYY (7.8); the two-digit year is of this century, the format dating from 2015. */
export function readDate(line: number, label: string, value: string): LocalDate {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(value);
  const month = Number(m?.[1]);
  const day = Number(m?.[2]);
  const year = 2000 + Number(m?.[3]);
  if (!m || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
    throw invalid(line, label, value, 'a date (MMDDYY)');
  }
  return { year, month, day };
}

/** A time of day as HHMMSS (7.40), in seconds after midnight. */
export function readTime(line: number, label: string, value: string): number {
  const m = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/.exec(value);
  if (!m) throw invalid(line, label, value, 'a time (HHMMSS)');
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** The UTC instant of a home-terminal date and time, the terminal being `offset` hours behind UTC. */
export const utcInstant = (date: LocalDate, seconds: number, offset: number) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day, offset, 0, seconds));

export const isoDate = (d: LocalDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * A latitude or longitude in decimal degrees (7.31, 7.33), or null for X, M and E (no valid position)
 * and a blank field.
 */
export function readCoordinate(line: number, label: string, value: string, limit: 90 | 180): number | null {
  if (value === '' || value === 'X' || value === 'M' || value === 'E') return null;
  const n = Number(value);
  if (!/^-?\d{1,3}(\.\d{1,6})?$/.test(value) || n < -limit || n > limit) {
    throw invalid(line, label, value, `X, M, E or decimal degrees between -${limit} and ${limit}`);
  }
  return n;
}

/** Whole miles (7.43), or null when blank (allowed for edits and personal conveyance). */
export function readMiles(line: number, label: string, value: string): number | null {
  if (value === '') return null;
  if (!/^\d{1,7}$/.test(value)) throw invalid(line, label, value, 'whole miles of at most 7 digits');
  return Number(value);
}

/** Engine hours with tenths (7.19), or null when blank. */
export function readHours(line: number, label: string, value: string): number | null {
  if (value === '') return null;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) throw invalid(line, label, value, 'engine hours such as 2891.4');
  return Number(value);
}

/** An event sequence ID number: one to four hexadecimal digits (7.24). */
export function readSequence(line: number, value: string): number {
  if (!/^[0-9A-Fa-f]{1,4}$/.test(value)) throw invalid(line, 'event sequence ID', value, 'one to four hex digits');
  return Number.parseInt(value, 16);
}

/** A small whole number that must be one of `allowed`. */
export function readCode(line: number, label: string, value: string, allowed: readonly number[]): number {
  const n = Number(value);
  if (!/^\d{1,2}$/.test(value) || !allowed.includes(n)) {
    throw invalid(line, label, value, `one of ${allowed.join(', ')}`);
  }
  return n;
}

/** A field that must not be blank. */
export function required(line: number, label: string, value: string): string {
  if (value.trim() === '') throw lineError(line, `the ${label} is blank.`);
  return value;
}
