import type { Random } from './random';
import type { Clock, Day } from './ratecon-case';
import { WORDS } from './vocabulary';

/** How one document prints its values: chosen once per document, so a sheet is consistent. */
export type DateStyle = 'us' | 'iso' | 'named' | 'us-short-year' | 'us-no-year' | 'named-no-year' | 'weekday-us';
export type WindowStyle = 'colon' | 'military' | 'ampm' | 'fcfs-short' | 'to';
export type MoneyStyle = 'dollar' | 'plain' | 'usd' | 'dollar-no-comma';

export type Style = {
  date: DateStyle;
  window: WindowStyle;
  money: MoneyStyle;
  /** One wording per label concept. */
  words: { [K in keyof typeof WORDS]: string };
};

export function makeStyle(rng: Random, fixed: Partial<Omit<Style, 'words'>> = {}): Style {
  const words = Object.fromEntries(Object.entries(WORDS).map(([k, list]) => [k, rng.pick(list)])) as Style['words'];
  return {
    date: fixed.date ?? rng.pick(['us', 'iso', 'named', 'us-short-year', 'us-no-year', 'named-no-year', 'weekday-us']),
    window: fixed.window ?? rng.pick(['colon', 'military', 'ampm', 'fcfs-short', 'to']),
    money: fixed.money ?? rng.pick(['dollar', 'dollar', 'plain', 'usd', 'dollar-no-comma']),
    words,
  };
}

/** Short month names, as sheets print them. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Month names written out, as letters and long dates print them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Weekday names written out, Sunday first. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Short weekday names, Sunday first, as sheets print them. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** A number in two figures: 6 is "06". */
export const two = (n: number) => String(n).padStart(2, '0');

export function isoDay(d: Day): string {
  return `${d.year}-${two(d.month)}-${two(d.day)}`;
}

export function formatDay(d: Day, style: DateStyle): string {
  const month = MONTHS[d.month - 1] ?? '';
  switch (style) {
    case 'us':
      return `${two(d.month)}/${two(d.day)}/${d.year}`;
    case 'iso':
      return isoDay(d);
    case 'named':
      return `${month} ${d.day}, ${d.year}`;
    case 'us-short-year':
      return `${d.month}/${d.day}/${String(d.year).slice(2)}`;
    case 'us-no-year':
      return `${two(d.month)}/${two(d.day)}`;
    case 'named-no-year':
      return `${month} ${d.day}`;
    case 'weekday-us':
      return `${WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]} ${d.month}/${d.day}/${d.year}`;
  }
}

/** The sheet's own date always carries its year: a reader needs it for stop dates printed without one. */
export function formatIssued(d: Day, style: DateStyle): string {
  return formatDay(d, style === 'us-no-year' ? 'us' : style === 'named-no-year' ? 'named' : style);
}

export const clockLabel = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;

function ampm(c: Clock, short: boolean): string {
  const h = c.hour % 12 || 12;
  const half = c.hour < 12 ? 'a' : 'p';
  if (short) return c.minute ? `${h}:${two(c.minute)}${half}` : `${h}${half}`;
  return `${h}:${two(c.minute)} ${half.toUpperCase()}M`;
}

export function formatWindow(from: Clock, to: Clock, style: WindowStyle): string {
  const fixed = from.hour === to.hour && from.minute === to.minute;
  switch (style) {
    case 'colon':
      return fixed ? clockLabel(from) : `${clockLabel(from)}-${clockLabel(to)}`;
    case 'military': {
      const m = (c: Clock) => clockLabel(c).replace(':', '');
      return fixed ? `${m(from)} hrs` : `${m(from)} - ${m(to)}`;
    }
    case 'ampm':
      return fixed ? ampm(from, false) : `${ampm(from, false)} - ${ampm(to, false)}`;
    case 'fcfs-short':
      return fixed ? `Appt ${ampm(from, true)}` : `FCFS ${ampm(from, true)}-${ampm(to, true)}`;
    case 'to':
      return fixed ? `APPT ${clockLabel(from)}` : `${clockLabel(from)} to ${clockLabel(to)}`;
  }
}

export function formatMoney(cents: number, style: MoneyStyle): string {
  const whole = Math.floor(cents / 100);
  const fraction = two(cents % 100);
  const grouped = whole.toLocaleString('en-US');
  switch (style) {
    case 'dollar':
      return `$${grouped}.${fraction}`;
    case 'plain':
      return `${grouped}.${fraction}`;
    case 'usd':
      return `USD ${grouped}.${fraction}`;
    case 'dollar-no-comma':
      return `$${whole}.${fraction}`;
  }
}

export const formatWeight = (lbs: number, rng: Random) =>
  rng.pick([`${lbs.toLocaleString('en-US')} lbs`, `${lbs} LBS`, `${lbs.toLocaleString('en-US')} lb`, `${lbs} Lbs`]);
