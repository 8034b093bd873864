import { toCents } from './loads';

const missing = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** The whole units of a count of hundredths, rounded half up (away from zero). */
const wholeOf = (abs: bigint) => ((abs + 50n) / 100n).toLocaleString('en-US');

/**
 * "$1,234.50" from an exact 2-decimal string, without passing through a floating-point number
 * ("-$499.50" when negative); `empty` for a missing amount. `wholeDollars` rounds half up to
 * "$1,235".
 */
export function formatUsd(amount: string | null | undefined, empty = '—', wholeDollars = false): string {
  if (missing(amount)) return empty;
  const cents = toCents(amount);
  const abs = cents < 0n ? -cents : cents;
  const sign = cents < 0n ? '-' : '';
  if (wholeDollars) return `${sign}$${wholeOf(abs)}`;
  return `${sign}$${(abs / 100n).toLocaleString('en-US')}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Whole miles with separators ("1,437"), rounded half up from an exact decimal string; `empty` for none. */
export function formatMiles(miles: string | null | undefined, empty = '—'): string {
  if (missing(miles)) return empty;
  const hundredths = toCents(miles);
  return `${hundredths < 0n ? '-' : ''}${wholeOf(hundredths < 0n ? -hundredths : hundredths)}`;
}
