import type { PayType } from './drivers';
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

/** "75.0000" as "75", "0.6500" as "0.65": a rate without its trailing zeros. */
const trimmed = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** A rate per mile with at least cents: "0.5000" as "0.50", "0.6250" as "0.625". */
const perMile = (rate: string) => {
  const [whole = '0', frac = ''] = rate.split('.');
  return `${whole}.${frac.replace(/0+$/, '').padEnd(2, '0')}`;
};

/**
 * A load's pay rule in a few words, as the statement screen and its PDF print it: "$0.65/loaded mi",
 * "$0.50/mi", "75% of rate", "$250.00 flat"; with a team split, "· team 60%" after it. '—' without a rule.
 */
export function formatPayRule(
  payType: string | null | undefined,
  rate: string | null | undefined,
  teamSplit?: string | null,
): string {
  if (!payType || !rate) return '—';
  const team = teamSplit ? ` · team ${trimmed(teamSplit)}%` : '';
  switch (payType as PayType) {
    case 'per_mile_loaded':
      return `$${perMile(rate)}/loaded mi${team}`;
    case 'per_mile_total':
      return `$${perMile(rate)}/mi${team}`;
    case 'percentage':
      return `${trimmed(rate)}% of rate${team}`;
    case 'flat_per_load':
      return `${formatUsd(rate.replace(/^(\d+\.\d{2})\d*$/, '$1'))} flat${team}`;
    default:
      return `${payType.replaceAll('_', ' ')} ${trimmed(rate)}${team}`;
  }
}
