import type { PayType } from './drivers';
import { type Cents, roundHalfUp, toCents, toUnits } from './money';

const missing = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** Digits grouped in thousands: 1234567n as "1,234,567". */
const grouped = (n: bigint) => n.toLocaleString('en-US');

/** How `formatUsd` prints: the screens' variants of one formatter. */
export type MoneyFormat = {
  /** What a missing amount reads as ('—' by default). */
  empty?: string;
  /** Whole dollars, rounded half away from zero: "$1,235". */
  whole?: boolean;
  /** A unit price: 3 to 4 decimals, rounded half away from zero at the 4th ("$3.459", "$3.4567"). */
  unitPrice?: boolean;
  /** From $10,000 on, thousands and millions with one decimal: "$113.7K", "$2.5M" (headline cards). */
  compact?: boolean;
};

const COMPACT = [
  [1_000_000_000n, 'B'],
  [1_000_000n, 'M'],
  [1_000n, 'K'],
] as const;

/** Tenths of `abs` cents in units of `unit` dollars, "113.7K"; null when below 10,000 dollars. */
function compactOf(abs: Cents): string | null {
  if (abs < 1_000_000n) return null;
  for (const [unit, suffix] of COMPACT) {
    const tenths = roundHalfUp(abs * 10n, unit * 100n);
    if (tenths < 10n) continue;
    const text = tenths % 10n === 0n ? `${tenths / 10n}` : `${tenths / 10n}.${tenths % 10n}`;
    return `${text}${suffix}`;
  }
  return null;
}

/**
 * The one money formatter: "$1,234.50" from an exact decimal string or integer cents, never through
 * a floating-point number; "-$499.50" when negative (never "-$0.00"); `empty` for a missing amount.
 * The amount is rounded half away from zero to what is shown.
 */
export function formatUsd(amount: string | Cents | null | undefined, options: MoneyFormat = {}): string {
  if (typeof amount !== 'bigint' && missing(amount)) return options.empty ?? '—';
  if (options.unitPrice) {
    const units = typeof amount === 'bigint' ? amount * 100n : toUnits(amount, 4);
    const abs = units < 0n ? -units : units;
    const frac = (abs % 10_000n).toString().padStart(4, '0').replace(/0$/, '');
    return `${units < 0n ? '-' : ''}$${grouped(abs / 10_000n)}.${frac}`;
  }
  const cents = typeof amount === 'bigint' ? amount : toCents(amount);
  const abs = cents < 0n ? -cents : cents;
  const shown = options.compact ? compactOf(abs) : null;
  const text = shown
    ? shown
    : options.whole
      ? grouped(roundHalfUp(abs, 100n))
      : `${grouped(abs / 100n)}.${(abs % 100n).toString().padStart(2, '0')}`;
  const zero = options.whole && !shown ? roundHalfUp(abs, 100n) === 0n : abs === 0n;
  return `${cents < 0n && !zero ? '-' : ''}$${text}`;
}

/** Whole miles with separators ("1,437"), rounded half up from an exact decimal string; `empty` for none. */
export function formatMiles(miles: string | null | undefined, empty = '—'): string {
  if (missing(miles)) return empty;
  const whole = roundHalfUp(toCents(miles), 100n);
  return grouped(whole);
}

/** "75.0000" as "75", "0.6500" as "0.65": a rate without its trailing zeros. */
const trimmed = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** A rate per mile with at least cents: "0.5000" as "0.50", "0.6250" as "0.625". */
const perMile = (rate: string) => {
  const [whole = '0', frac = ''] = rate.split('.');
  return `${whole}.${frac.replace(/0+$/, '').padEnd(2, '0')}`;
};

/** A load's miles as a statement line carries them: exact 2-decimal strings, missing when unknown. */
export type PayMiles = { loaded_miles?: string | null; empty_miles?: string | null };

/**
 * The whole miles a per-mile rule pays on with its basis, "357 loaded miles" or "1,100 total miles":
 * loaded only, or loaded plus empty; missing miles count as 0, as they do in the pay.
 */
function paidMiles(payType: 'per_mile_loaded' | 'per_mile_total', miles: PayMiles): string {
  const parts = payType === 'per_mile_loaded' ? [miles.loaded_miles] : [miles.loaded_miles, miles.empty_miles];
  const sum = parts.reduce((total: bigint, p) => total + (missing(p) ? 0n : toCents(p)), 0n);
  const whole = roundHalfUp(sum, 100n);
  const basis = payType === 'per_mile_loaded' ? 'loaded' : 'total';
  return `${grouped(whole)} ${basis} ${whole === 1n ? 'mile' : 'miles'}`;
}

/**
 * A load's pay rule in a few words, as the statement screen and its PDF print it: "$0.65/loaded mi",
 * "$0.50/mi", "75% of rate", "$250.00 flat"; with a team split, "· team 60%" after it. '—' without a rule.
 * Given the load's miles, a per-mile rule names the miles it pays on: "357 loaded miles at $0.61/mi",
 * "1,100 total miles at $0.50/mi".
 */
export function formatPayRule(
  payType: string | null | undefined,
  rate: string | null | undefined,
  teamSplit?: string | null,
  miles?: PayMiles,
): string {
  if (!payType || !rate) return '—';
  const team = teamSplit ? ` · team ${trimmed(teamSplit)}%` : '';
  switch (payType as PayType) {
    case 'per_mile_loaded':
      if (miles) return `${paidMiles('per_mile_loaded', miles)} at $${perMile(rate)}/mi${team}`;
      return `$${perMile(rate)}/loaded mi${team}`;
    case 'per_mile_total':
      if (miles) return `${paidMiles('per_mile_total', miles)} at $${perMile(rate)}/mi${team}`;
      return `$${perMile(rate)}/mi${team}`;
    case 'percentage':
      return `${trimmed(rate)}% of rate${team}`;
    case 'flat_per_load':
      return `${formatUsd(rate.replace(/^(\d+\.\d{2})\d*$/, '$1'))} flat${team}`;
    default:
      return `${payType.replaceAll('_', ' ')} ${trimmed(rate)}${team}`;
  }
}
