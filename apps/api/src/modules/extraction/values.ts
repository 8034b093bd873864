import { toCents } from '@tms/domain';

/** Recognising and normalising the values a rate confirmation prints: money, dates, times, phones. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// French month names as Canadian sheets print them, whole or cut ("15 juin 2026", "3 févr. 2026").
const FRENCH_MONTHS: [RegExp, number][] = [
  [/^janv/, 1],
  [/^f[ée]vr/, 2],
  [/^mars$/, 3],
  [/^avr/, 4],
  [/^mai$/, 5],
  [/^juin$/, 6],
  [/^juil/, 7],
  [/^ao[ûu]t$/, 8],
  [/^sept/, 9],
  [/^oct/, 10],
  [/^nov/, 11],
  [/^d[ée]c/, 12],
];

/** Amounts written "$1,750.00", "USD 1750", "1,083.28". Cents as an integer so sums stay exact. */
// Figures with cents and no sign, but not a dotted day ("02.04.2026").
// The French form puts spaces between thousands, a comma before the cents and the sign last: "2 150,00 $".
export const MONEY =
  /(?:USD\s*)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,3}))?|(?<![\d.])\b(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})\b(?!\.\d)|(?<![\d.,])\b(\d{1,3}(?: \d{3})+|\d+),(\d{2}) ?\$/g;

export function moneyCents(whole: string, fraction: string | undefined): number {
  // Exact cents, rounded half away from zero at the cent; a printed amount is far below 2^53 cents.
  return Number(toCents(`${whole.replace(/,/g, '')}.${fraction ?? '0'}`));
}

export type MoneyHit = { cents: number; index: number; end: number };

export function findMoney(text: string): MoneyHit[] {
  const hits: MoneyHit[] = [];
  for (const m of text.matchAll(MONEY)) {
    const whole = m[1] ?? m[3] ?? m[5]?.replace(/ /g, '');
    if (!whole) continue;
    hits.push({ cents: moneyCents(whole, m[2] ?? m[4] ?? m[6]), index: m.index, end: m.index + m[0].length });
  }
  return hits;
}

export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type DateHit = { year: number | null; month: number; day: number; index: number; end: number };

const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?\b(?![/.-]\d)/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
// A year after a named month is 19xx or 20xx, and no time window ("March 4 0700-1500 hrs").
// The month's word is its name or the start of it, not a place that starts like one ("3 Junction City").
const NAMED_DATE =
  /\b(?:(\d{1,2})[\s-]+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])\.?(?:[\s-]+(\d{1,2})(?:st|nd|rd|th)?)?,?(?:[\s-]+((?:19|20)\d{2}|\d{2})\b(?![-:]\d))?\b/gi;

// The day first and a French month: "15 juin 2026", "3 févr. 2026" (the year required).
const FRENCH_DATE =
  /\b(\d{1,2})(?:er)?\s+(janv(?:ier)?|f[ée]vr(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|ao[ûu]t|sept(?:embre)?|oct(?:obre)?|nov(?:embre)?|d[ée]c(?:embre)?)\.?\s+((?:19|20)\d{2})\b/gi;
// Day, month and two-digit year run together, as systems print them: "15JUN26".
const COMPACT_DATE = /\b(\d{2})(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{2})\b/gi;

function fullYear(y: string | undefined): number | null {
  if (!y) return null;
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

function valid(month: number, day: number) {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** Dates in US order (month first), ISO, or with a month name; the year may be missing. */
export function findDates(text: string): DateHit[] {
  const hits: DateHit[] = [];
  const taken = (i: number) => hits.some((h) => i >= h.index && i < h.end);
  for (const m of text.matchAll(ISO_DATE)) {
    const [month, day] = [Number(m[2]), Number(m[3])];
    if (valid(month, day)) hits.push({ year: Number(m[1]), month, day, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(NUMERIC_DATE)) {
    if (taken(m.index)) continue;
    const [month, day] = [Number(m[1]), Number(m[2])];
    // Without a year, "8/10" is too easily a fraction or a count: require a slash and a plausible date.
    if (!m[3] && !m[0].includes('/')) continue;
    if (valid(month, day)) hits.push({ year: fullYear(m[3]), month, day, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(NAMED_DATE)) {
    if (taken(m.index)) continue;
    const month = MONTHS.indexOf((m[2] ?? '').slice(0, 3).toLowerCase()) + 1;
    if (!m[3] && !m[1]) continue;
    // "3-Jun-26": with the day before the month, the two digits after it are the year.
    const dayFirst = Boolean(m[1] && m[3] && !m[4] && /^\d{1,2}-[a-z]+\.?-\d{2}$/i.test(m[0]));
    const day = Number(dayFirst ? m[1] : (m[3] ?? m[1]));
    const year = fullYear(dayFirst ? m[3] : m[4]);
    if (valid(month, day)) hits.push({ year, month, day, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(FRENCH_DATE)) {
    const name = (m[2] ?? '').toLowerCase();
    const month = FRENCH_MONTHS.find(([re]) => re.test(name))?.[1] ?? 0;
    const day = Number(m[1]);
    if (!taken(m.index) && valid(month, day))
      hits.push({ year: Number(m[3]), month, day, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(COMPACT_DATE)) {
    const month = MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1;
    const day = Number(m[1]);
    if (!taken(m.index) && valid(month, day))
      hits.push({ year: fullYear(m[3]), month, day, index: m.index, end: m.index + m[0].length });
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** A date without a year takes the year that puts it nearest to the document's own date. */
export function resolveDate(hit: Pick<DateHit, 'year' | 'month' | 'day'>, reference: Date): string {
  let year = hit.year;
  if (year === null) {
    const base = reference.getUTCFullYear();
    const distance = (y: number) => Math.abs(Date.UTC(y, hit.month - 1, hit.day) - reference.getTime());
    year = [base - 1, base, base + 1].reduce((best, y) => (distance(y) < distance(best) ? y : best), base);
  }
  return `${year}-${String(hit.month).padStart(2, '0')}-${String(hit.day).padStart(2, '0')}`;
}

export type TimeHit = { minutes: number; index: number; end: number };

const CLOCK = /\b([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?(?:\s*(a\.?m\.?|p\.?m\.?)|([ap])(?![a-z]))?(?![\d:])/gi;
// The French clock: "8 h 00", "14h30" (hours then minutes, an "h" between).
const FRENCH_CLOCK = /\b([01]?\d|2[0-3])\s?h\s?([0-5]\d)\b/gi;
const HOUR_ONLY = /\b(1[0-2]|0?[1-9])\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/gi;
// "1p", "5a-11a": an hour and a one-letter meridiem, written against the figure.
const HOUR_LETTER = /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?([ap])(?![a-z0-9])/gi;
// "(1200)", "0800-1500", "0800 hrs": four-digit military times, only in these unambiguous forms.
// Also right after a date, unless words follow ("10/26/2026 0930", "3 Jun 2025 0930", not "10/26/2026 1200 Elevator Rd").
const MILITARY =
  /\((\d{4})\)|\b(\d{4})(?=\s*(?:-|to)\s*\d{4}\b)|(?<=\b\d{4}\s*(?:-|to)\s*)(\d{4})\b|\b(\d{4})(?=\s*hrs?\b)|(?<=\b(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d\d-\d\d|\d{1,2}\s+[A-Za-z]{3,9}\.?,?\s+20\d\d|[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+20\d\d)\s+)(\d{4})\b(?!\s*[A-Za-z/-])/gi;
// In a sentence: "at 1230.", "between 0730 and 1200", "from 0600 to 1400" (not "at 1230 Main St").
const MILITARY_PROSE =
  /(?<=\b(?:at|between|from)\s+)(\d{4})(?=\s*(?:[.,;)]|$)|\s+(?:and|to|until|-)\s+\d{4}\b)|(?<=\b(?:between|from)\s+\d{4}\s+(?:and|to|until|-)\s+)(\d{4})\b/gi;

// Alone after a time's label: "Appointment Time: 0900" (not "Appt #: 0900", a number).
const MILITARY_LABELLED = /(?<=\b(?:time|hours|window)\s*:\s*)(\d{4})\b(?!\s*[A-Za-z/\d-])/gi;

// After an appointment's word and a day without its year ("APPT 06/15 0900"), or after a time's
// label and that word ("Hours: APPT 0800"); not when words follow ("APPT 06/15 1200 Elm St").
const MILITARY_APPT =
  /(?<=\b(?:appt|appointment|fcfs)\.?\s+\d{1,2}\/\d{1,2}\s+|\b(?:time|hours|window|sched(?:uled)?)\s*:\s*(?:appt|fcfs)\.?\s+)(\d{4})\b(?!\s*[A-Za-z/\d-])/gi;

// After an at-sign: "@ 1430", "Appt: @ 0900" (not "@ 1430 Main St").
const MILITARY_AT = /(?<=@\s*)(\d{4})\b(?!\s*[A-Za-z/\d-])/g;

// Two four-figure times with a slash between, "0800/1400" or "0800 / 1400": a window, read only after a
// time's caption ("Hours: 0800/1400", "Appointment 0800/1400") or a day with its year ("06/15/2026
// 0800/1400"); elsewhere the shape is a reference ("PO 1234/5678"). Both must be clock times. The
// spaces it looks back over are bounded, so a long run of them costs a line no more than its length.
const SLASH_CONTEXT = String.raw`(?:\b(?:time|hours|hrs|window|appt|appointment|sched(?:uled)?)\.?\s{0,40}(?:[:=]\s{0,40})?|\b(?:\d{1,2}\/\d{1,2}\/(?:19|20)?\d\d|\d{4}-\d\d-\d\d|\d{1,2}[\s-][A-Za-z]{3,9}\.?,?[\s-](?:19|20)\d\d|[A-Za-z]{3,9}\.?\s{1,4}\d{1,2},?\s{1,4}(?:19|20)\d\d)\s{1,40})`;
const CLOCK_FIGURES = String.raw`(?:[01]\d|2[0-3])[0-5]\d`;
const MILITARY_SLASH = new RegExp(
  String.raw`(?<=${SLASH_CONTEXT})(${CLOCK_FIGURES})(?=\s{0,3}\/\s{0,3}${CLOCK_FIGURES}\b(?!\s*[/\d-]))|(?<=${SLASH_CONTEXT}${CLOCK_FIGURES}\s{0,3}\/\s{0,3})(${CLOCK_FIGURES})\b(?!\s*[/\d-])`,
  'gi',
);
// A cell of its own under a time's column head, nothing else in it: "0800/1400".
const SLASH_CELL = new RegExp(String.raw`^\s*(${CLOCK_FIGURES})\s*\/\s*(${CLOCK_FIGURES})\s*$`);

/** A time column's cell holding only two four-figure times with a slash between: its window's ends. */
export function slashWindow(cell: string): { lower: number; higher: number } | null {
  const m = cell.match(SLASH_CELL);
  if (!m?.[1] || !m[2]) return null;
  const minutes = (d: string) => Number(d.slice(0, 2)) * 60 + Number(d.slice(2));
  return { lower: minutes(m[1]), higher: minutes(m[2]) };
}

function toMinutes(hour: number, minute: number, meridiem: string | undefined) {
  let h = hour;
  const m = meridiem?.toLowerCase().replace(/\./g, '');
  if (m === 'pm' && h < 12) h += 12;
  if (m === 'am' && h === 12) h = 0;
  return h * 60 + minute;
}

export function findTimes(text: string): TimeHit[] {
  const hits: TimeHit[] = [];
  const taken = (i: number) => hits.some((h) => i >= h.index && i < h.end);
  for (const m of text.matchAll(CLOCK)) {
    const meridiem = m[3] ?? (m[4] ? `${m[4]}m` : undefined);
    hits.push({ minutes: toMinutes(Number(m[1]), Number(m[2]), meridiem), index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(FRENCH_CLOCK)) {
    if (!taken(m.index))
      hits.push({
        minutes: toMinutes(Number(m[1]), Number(m[2]), undefined),
        index: m.index,
        end: m.index + m[0].length,
      });
  }
  for (const m of text.matchAll(HOUR_ONLY)) {
    if (!taken(m.index))
      hits.push({ minutes: toMinutes(Number(m[1]), 0, m[2]), index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(HOUR_LETTER)) {
    if (!taken(m.index))
      hits.push({
        minutes: toMinutes(Number(m[1]), Number(m[2] ?? 0), `${m[3]}m`),
        index: m.index,
        end: m.index + m[0].length,
      });
  }
  for (const m of [
    ...text.matchAll(MILITARY),
    ...text.matchAll(MILITARY_PROSE),
    ...text.matchAll(MILITARY_LABELLED),
    ...text.matchAll(MILITARY_APPT),
    ...text.matchAll(MILITARY_AT),
    ...text.matchAll(MILITARY_SLASH),
  ]) {
    const digits = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
    const [h, min] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
    if (h <= 23 && min <= 59 && !taken(m.index))
      hits.push({ minutes: h * 60 + min, index: m.index, end: m.index + m[0].length });
  }
  return hits.sort((a, b) => a.index - b.index);
}

export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** North American numbers, with an optional +1 and an extension ("x6534", "Ext 1295"). */
export const PHONE =
  /(?<![\d-])(?:\+?1[\s.-]*)?(?:\(\s*\d{3}\s*\)|\d{3})[\s.-]*\d{3}[\s.-]*\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?(?![\d-])/gi;

export function findPhones(text: string): { value: string; index: number }[] {
  return [...text.matchAll(PHONE)].map((m) => ({ value: m[0].trim(), index: m.index }));
}

// Tried only where a run of the address's characters begins: tried inside a long run too, as
// a pattern without the look-behind is, it cost the square of the run's length.
export const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR ' +
    // Canadian provinces: cross-border loads name them the same way.
    'AB BC MB NB NL NS NT NU ON PE QC SK YT'
  ).split(' '),
);

/** Numbers printed with thousands separators or units: "8,480 Lbs" -> 8480. */
export function parseNumber(value: string): number | null {
  const m = value.match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/);
  return m ? Number(m[0].replace(/,/g, '')) : null;
}
