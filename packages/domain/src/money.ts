/**
 * Money, exactly (decision 0185): every amount is integer cents as a bigint, every decimal the API
 * or the database answers is an exact string, and no amount ever passes through a floating-point
 * number. The one rounding rule is half away from zero ("half up" on the magnitude): 2.345 is
 * 2.35 and -2.345 is -2.35. Parse here, compute here, print with `formatUsd` (money-format.ts).
 */

export type Cents = bigint;

/**
 * The messages of every money and decimal field, so a form and the API word a refusal the same
 * way; the schemas of loads, fuel and statements take theirs from here.
 */
export const MONEY_MESSAGES = {
  notANumber: (label: string) => `${label} must be a number`,
  notNegative: (label: string) => `${label} must be 0 or more`,
  twoDecimals: (label: string) => `${label} accepts up to 2 decimals`,
  tooLarge: (label: string) => `${label} is too large`,
  /** An amount with at most 2 decimals, as statement lines and charges take it. */
  amount: (label: string) => `${label} must be a number with up to 2 decimals`,
  required: (label: string, min: string, max: string) => `${label} is required (${min} to ${max})`,
  range: (label: string, min: string, max: string) => `${label} must be a number from ${min} to ${max}`,
  decimals: (label: string, scale: number) => `${label} must be a number with at most ${scale} decimals`,
  atLeast: (label: string, min: string) => `${label} must be at least ${min}`,
  atMost: (label: string, max: string) => `${label} must be ${max} or less`,
} as const;

const DECIMAL = /^([-+])?(\d*)(?:\.(\d*))?$/;

/** Sign, whole digits and decimal digits of a decimal text or finite number; null when it is neither. */
function partsOf(value: string | number): { negative: boolean; whole: string; frac: string } | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // A number's shortest exact decimal form: 0.1 + 0.2 reads "0.30000000000000004", 1e21 is refused.
  const text = typeof value === 'number' ? value.toString() : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', frac = ''] = match;
  if (whole === '' && frac === '') return null;
  return { negative: sign === '-', whole: whole || '0', frac };
}

/** Whether a text is a plain decimal ("12", "-3.5", ".25"): what the parsers accept. */
export function isDecimal(value: string): boolean {
  return partsOf(value) !== null;
}

/**
 * A decimal text as an integer of 10^-scale units ("27.5" at scale 2 is 2750), exactly: more
 * decimals than the scale holds are refused, never cut (use `toUnits` to round them).
 */
export function decimalUnits(value: string, scale: number): bigint {
  const p = partsOf(value);
  if (!p) throw new RangeError(`Not a decimal: ${value}`);
  if (p.frac.replace(/0+$/, '').length > scale) throw new RangeError(`More than ${scale} decimals: ${value}`);
  const units = BigInt(p.whole) * 10n ** BigInt(scale) + BigInt(p.frac.padEnd(scale, '0').slice(0, scale) || '0');
  return p.negative ? -units : units;
}

/** A decimal text or number as an integer of 10^-scale units, rounded half away from zero. */
export function toUnits(value: string | number, scale: number): bigint {
  const p = partsOf(value);
  if (!p) throw new RangeError(`Not a decimal: ${value}`);
  const kept = BigInt(p.whole) * 10n ** BigInt(scale) + BigInt(p.frac.padEnd(scale, '0').slice(0, scale) || '0');
  const units = (p.frac[scale] ?? '0') >= '5' ? kept + 1n : kept;
  return p.negative ? -units : units;
}

/** Integer cents of an amount ("12.345" is 1235, -2.345 is -235): the one money parser. */
export function toCents(value: string | number): Cents {
  return toUnits(value, 2);
}

/** "1234.50" (or "-3.07") from integer units of 10^-scale: the answered and stored form. */
export function unitsText(units: bigint, scale: number): string {
  const neg = units < 0n;
  const digits = (neg ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return `${neg ? '-' : ''}${text}`;
}

/** "1234.50" from integer cents. */
export function fromCents(value: Cents): string {
  return unitsText(value, 2);
}

/** A decimal text rounded half away from zero to `places` decimals ("3.14159", 4 -> "3.1416"). */
export function roundDecimal(value: string | number, places: number): string {
  return unitsText(toUnits(value, places), places);
}

/** num / den rounded half away from zero: the one rounding every computed amount goes through. */
export function roundHalfUp(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('Division by zero');
  if (den < 0n) return roundHalfUp(-num, -den);
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const q = (abs * 2n + den) / (den * 2n);
  return neg ? -q : q;
}

/** a x b of two decimal texts, rounded once to `places` decimals (a quantity times a unit price). */
export function multiplyDecimals(a: string, b: string, places = 2): string {
  const sa = scaleOf(a);
  const sb = scaleOf(b);
  const product = decimalUnits(a, sa) * decimalUnits(b, sb);
  return unitsText(roundHalfUp(product * 10n ** BigInt(places), 10n ** BigInt(sa + sb)), places);
}

/** a / b of two decimal texts, rounded once to `places` decimals; null when b is 0. */
export function divideDecimals(a: string, b: string, places = 2): string | null {
  const sa = scaleOf(a);
  const sb = scaleOf(b);
  const den = decimalUnits(b, sb) * 10n ** BigInt(sa);
  if (den === 0n) return null;
  return unitsText(roundHalfUp(decimalUnits(a, sa) * 10n ** BigInt(sb + places), den), places);
}

/** An amount times a percentage ("75" for 75%, up to 4 decimals), rounded once to the cent. */
export function percentOf(amount: Cents, percent: string): Cents {
  return roundHalfUp(amount * decimalUnits(percent, 4), 100n * 10_000n);
}

/** The exact sum of decimal texts, in units of 10^-places (the texts may have fewer places). */
export function sumDecimals(values: readonly string[], places = 2): string {
  let n = 0n;
  for (const v of values) n += decimalUnits(v, places);
  return unitsText(n, places);
}

/** -1, 0 or 1 as a is less than, equal to or more than b, two decimal texts compared exactly. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const d = decimalUnits(a, scale) - decimalUnits(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Whether min <= value <= max, exactly. */
export function decimalWithin(value: string, min: string, max: string): boolean {
  return compareDecimals(value, min) >= 0 && compareDecimals(value, max) <= 0;
}

/** How many decimals a decimal text is written with (trailing zeros included). */
function scaleOf(value: string): number {
  const p = partsOf(value);
  if (!p) throw new RangeError(`Not a decimal: ${value}`);
  return p.frac.length;
}
