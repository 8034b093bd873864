import { findAddress, STREET_START } from '../addresses';
import {
  centsToAmount,
  EMAIL,
  findDates,
  findMoney,
  findPhones,
  findTimes,
  formatMinutes,
  moneyCents,
  resolveDate,
} from '../values';

/**
 * The kinds of value a remembered field holds, and how each is found in a piece of text. A hit's
 * `value` is already in the field's stored form, so a confirmed value and a printed one compare as strings.
 */
export type Shape =
  | 'money'
  | 'date'
  | 'time_lower'
  | 'time_higher'
  | 'number'
  | 'integer'
  | 'digits'
  | 'phone'
  | 'email'
  | 'state'
  | 'zip'
  | 'city'
  | 'street'
  | 'code'
  | 'text';

export type Hit = { value: string; index: number; end: number };

const NUMBER = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d,]*\d)/g;
const CODE = /[A-Za-z0-9](?:[A-Za-z0-9/.-]*[A-Za-z0-9])?/g;
const JOINER = /^\s*(?:-|–|to|thru|through|until)\s*(?:[\d/.-]+\s*)?$/i;

function numbers(text: string): Hit[] {
  return [...text.matchAll(NUMBER)].map((m) => ({
    value: String(Number(m[0].replace(/,/g, ''))),
    index: m.index,
    end: m.index + m[0].length,
  }));
}

/** Amounts with a currency mark or cents, then bare figures ("1,750") where none of those stand. */
function money(text: string): Hit[] {
  const marked = findMoney(text).map((h) => ({ value: centsToAmount(h.cents), index: h.index, end: h.end }));
  const bare = numbers(text)
    .filter((n) => !marked.some((m) => n.index < m.end && n.end > m.index))
    .map((n) => {
      const [whole, fraction] = n.value.split('.');
      return { ...n, value: centsToAmount(moneyCents(whole ?? '0', fraction)) };
    });
  return [...marked, ...bare].sort((a, b) => a.index - b.index);
}

/** Appointment windows: a time, or two joined by "-"/"to"; each hit starts where its first time does. */
function windows(text: string, side: 'lower' | 'higher'): Hit[] {
  const times = findTimes(text);
  const out: Hit[] = [];
  for (let i = 0; i < times.length; i++) {
    const t = times[i];
    if (!t) continue;
    const next = times[i + 1];
    const joined = next && JOINER.test(text.slice(t.end, next.index));
    const minutes = side === 'higher' && joined && next ? next.minutes : t.minutes;
    out.push({ value: formatMinutes(minutes), index: t.index, end: joined && next ? next.end : t.end });
    if (joined) i++;
  }
  return out;
}

const phoneDigits = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

/** The parts of the first "street, City, ST 12345" in the text, each at its own place. */
function addressPart(text: string, part: 'city' | 'state' | 'zip' | 'street'): Hit[] {
  const address = findAddress(text);
  if (!address) {
    const start = text.search(/\S/);
    if (part !== 'street' || !STREET_START.test(text.trim())) return [];
    const street = text.trim().replace(/[,;]+$/, '');
    return [{ value: street, index: start, end: start + street.length }];
  }
  const at = (value: string | null, from = 0): Hit[] => {
    if (!value) return [];
    const index = text.toLowerCase().indexOf(value.toLowerCase(), from);
    return index < 0 ? [] : [{ value, index, end: index + value.length }];
  };
  if (part === 'street') {
    // "Facility, 12 Main St" before the city: the street is the chunk that reads as one.
    const chunk = address.before
      .split(',')
      .map((c) => c.trim())
      .reverse()
      .find((c) => STREET_START.test(c));
    return chunk ? at(chunk) : [];
  }
  const cityAt = at(address.city)[0];
  if (part === 'city') return cityAt ? [cityAt] : [];
  const after = cityAt?.end ?? 0;
  return part === 'state' ? at(address.state, after) : at(address.zip, after);
}

/** Every value of the shape in `text`, in reading order; `reference` dates a day printed without a year. */
export function hitsOf(shape: Shape, text: string, reference: Date): Hit[] {
  switch (shape) {
    case 'money':
      return money(text);
    case 'date':
      return findDates(text).map((d) => ({ value: resolveDate(d, reference), index: d.index, end: d.end }));
    case 'time_lower':
      return windows(text, 'lower');
    case 'time_higher':
      return windows(text, 'higher');
    case 'number':
      return numbers(text);
    case 'integer':
      return numbers(text).filter((n) => Number.isInteger(Number(n.value)));
    case 'digits':
      return [...text.matchAll(/\d+/g)].map((m) => ({ value: m[0], index: m.index, end: m.index + m[0].length }));
    case 'phone':
      return findPhones(text).map((p) => ({ value: p.value, index: p.index, end: p.index + p.value.length }));
    case 'email':
      return [...text.matchAll(EMAIL)].map((m) => ({ value: m[0], index: m.index, end: m.index + m[0].length }));
    case 'city':
    case 'state':
    case 'zip':
    case 'street':
      return addressPart(text, shape);
    case 'code':
      return [...text.matchAll(CODE)]
        .filter((m) => /\d/.test(m[0]))
        .map((m) => ({ value: m[0], index: m.index, end: m.index + m[0].length }));
    case 'text':
      return [];
  }
}

const words = (v: string) => v.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Whether a printed value and a confirmed one are the same, by the shape's own comparison. */
export function sameValue(shape: Shape, printed: string, confirmed: string): boolean {
  switch (shape) {
    case 'number':
    case 'integer':
      return Math.abs(Number(printed) - Number(confirmed)) < 0.005;
    case 'phone':
      return phoneDigits(printed) === phoneDigits(confirmed);
    case 'zip':
      return printed.slice(0, 5) === confirmed.slice(0, 5);
    case 'money':
    case 'date':
    case 'time_lower':
    case 'time_higher':
    case 'digits':
      return printed === confirmed;
    default:
      return words(printed) !== '' && words(printed) === words(confirmed);
  }
}

/** The value as the result stores it: numbers as numbers, the rest as text. */
export function storedValue(shape: Shape, printed: string): string | number {
  if (shape === 'number') return Number(printed);
  if (shape === 'integer') return Math.round(Number(printed));
  if (shape === 'state') return printed.toUpperCase();
  return printed.trim();
}

/** Text that reads as some other kind of value: never taken as a name, a commodity or an equipment. */
export function looksShaped(text: string): boolean {
  return (
    findDates(text).length > 0 ||
    findPhones(text).length > 0 ||
    (text.match(EMAIL)?.length ?? 0) > 0 ||
    findMoney(text).some((m) => /\$/.test(text.slice(m.index, m.end))) ||
    STREET_START.test(text.trim()) ||
    findAddress(text) !== null
  );
}
