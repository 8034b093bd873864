import { zipCodes } from '../../lib/zip-codes';
import { STREET_START } from './addresses';
import { meaningful } from './doc-query';
import { type FixedRow, type FixedTable, fixedWidthTables } from './fixed-width-rows';
import type { StopBlock } from './stop-blocks';
import { referenceIn } from './stop-references';
import { kindOfCell, type StopField } from './stop-vocabulary';
import type { StopReading } from './stops';
import { findDates, findPhones, findTimes, formatMinutes, resolveDate, US_STATES } from './values';

/**
 * Reads the rows of a fixed-width stop report (see fixed-width-rows.ts) into stops: the kind from
 * its code (LD, UL, PU, DEL...), the state and ZIP, date and time by their shapes, the name and the
 * city from the text columns between them, the street, reference and phone from the lines under it.
 */

const SEQUENCE = /^#?0*\d{1,3}[.)]?$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const BARE_CLOCK = /^([01]\d|2[0-3])([0-5]\d)$/;
const MERIDIEM = /^[ap]\.?m\.?$/i;
const RANGE = /^(?:-|–|~|to|thru|until)$/i;
// Where a street printed beside other values ends: a label of a reference or a phone.
const STREET_END = /\s+(?:ref|po|pu|del|appt|conf|bol|ph|phone|tel|contact|#)\b.*$/i;

type Parts = {
  kind: StopReading['type'] | null;
  state: string | null;
  zip: string | null;
  date: string | null;
  window: { lower: string; higher: string } | null;
  /** Runs of the words left once the values of known shape are taken, one a column, with its field. */
  texts: { text: string; field: StopField | null; beforeState: boolean }[];
};

/** Minutes of a clock word ("0800", "8:00", "8:00am"), with a following "AM"/"PM" word; its length in words. */
function clockAt(words: string[], i: number): { minutes: number; used: number } | null {
  const w = words[i] ?? '';
  const bare = w.match(BARE_CLOCK);
  if (bare) return { minutes: Number(bare[1]) * 60 + Number(bare[2]), used: 1 };
  const next = words[i + 1] ?? '';
  const withMeridiem = MERIDIEM.test(next) ? `${w} ${next}` : w;
  const hit = findTimes(withMeridiem)[0];
  if (hit?.index !== 0 || hit.end < w.length) return null;
  return { minutes: hit.minutes, used: withMeridiem === w ? 1 : 2 };
}

/** A window printed as one word, "0800-1500" or "08:00-15:00". */
function rangeWord(word: string): { lower: string; higher: string } | null {
  const m = word.match(/^([^-–]+)[-–]([^-–]+)$/);
  const a = m?.[1] ? clockAt([m[1]], 0) : null;
  const b = m?.[2] ? clockAt([m[2]], 0) : null;
  return a && b ? { lower: formatMinutes(a.minutes), higher: formatMinutes(b.minutes) } : null;
}

/** The row's values by their shapes, word by word; the words left are the name and the city. */
function partsOf(table: FixedTable, row: FixedRow, reference: Date): Parts {
  const words = row.words.map((w) => w.text);
  const taken = new Set<number>();
  const take = (from: number, count: number) => {
    for (let k = from; k < from + count; k++) taken.add(k);
  };
  const parts: Parts = { kind: null, state: null, zip: null, date: null, window: null, texts: [] };
  if (SEQUENCE.test(words[0] ?? '')) take(0, 1);
  const at = words.findLastIndex((w, i) => US_STATES.has(w) && ZIP.test(words[i + 1] ?? ''));
  if (at >= 0) [parts.state, parts.zip] = [words[at] ?? null, words[at + 1] ?? null];
  if (at >= 0) take(at, 2);
  for (const [i, w] of words.entries()) {
    if (taken.has(i)) continue;
    const kind = parts.kind ? null : kindOfCell(w);
    if (kind) {
      parts.kind = kind;
      take(i, 1);
      continue;
    }
    // A date may be one word ("03/05/26") or three ("Mar 5, 2026").
    for (const n of [1, 2, 3]) {
      const text = words.slice(i, i + n).join(' ');
      const date = parts.date ? null : findDates(text)[0];
      if (date && date.index === 0 && date.end === text.length) {
        parts.date = resolveDate(date, reference);
        take(i, n);
        break;
      }
    }
    if (taken.has(i) || parts.window) continue;
    const one = rangeWord(w);
    if (one) {
      parts.window = one;
      take(i, 1);
      continue;
    }
    const a = clockAt(words, i);
    if (!a) continue;
    const dash = i + a.used;
    const b = RANGE.test(words[dash] ?? '') ? clockAt(words, dash + 1) : null;
    parts.window = { lower: formatMinutes(a.minutes), higher: formatMinutes(b ? b.minutes : a.minutes) };
    take(i, b ? a.used + 1 + b.used : a.used);
  }
  for (const [i, w] of words.entries()) {
    if (taken.has(i)) continue;
    const column = row.columns[i] ?? 0;
    const last = parts.texts.at(-1);
    const joins = last && !taken.has(i - 1) && row.columns[i - 1] === column;
    if (joins) last.text = `${last.text} ${w}`;
    else parts.texts.push({ text: w, field: table.fields[column] ?? null, beforeState: at < 0 || i < at });
  }
  return parts;
}

/** The facility and the city: by the head's captions, else the city the gazetteer gives the ZIP, else the last column. */
function nameAndCity(parts: Parts): { name: string | null; city: string } {
  const texts = parts.texts.filter((t) => t.beforeState);
  const joined = texts.map((t) => t.text).join(' ');
  const known = parts.zip ? zipCodes().lookup(parts.zip.slice(0, 5))?.city : undefined;
  if (known && joined.toLowerCase().endsWith(known.toLowerCase()) && joined.length > known.length)
    return { name: meaningful(joined.slice(0, -known.length).trim()), city: joined.slice(-known.length) };
  const city = texts.find((t) => t.field === 'city') ?? texts.at(-1);
  const name = texts.filter((t) => t !== city && t.field !== 'address').map((t) => t.text);
  return { name: meaningful(name.join(' ')), city: city?.text ?? '' };
}

function streetUnder(row: FixedRow): string | null {
  for (const seg of row.more.flatMap((l) => l.segments))
    if (STREET_START.test(seg.text)) return meaningful(seg.text.replace(STREET_END, ''));
  return null;
}

function readRow(table: FixedTable, row: FixedRow, reference: Date): StopReading | null {
  const parts = partsOf(table, row, reference);
  const seg = row.line.segments[0];
  const { name, city } = nameAndCity(parts);
  if (!parts.state || !city || !seg) return null;
  const type = parts.kind ?? 'delivery';
  const block: StopBlock = {
    type,
    heading: { line: row.line, seg, type: parts.kind },
    lines: [row.line, ...row.more],
    x0: Number.NEGATIVE_INFINITY,
    x1: Number.POSITIVE_INFINITY,
    address: { city, state: parts.state, zip: parts.zip, before: '', line: row.line, seg },
  };
  const ref = referenceIn(row.more, null, []);
  return {
    type,
    date: parts.date,
    timeLower: parts.window?.lower ?? null,
    timeHigher: parts.window?.higher ?? null,
    facility: name,
    street: streetUnder(row),
    city,
    state: parts.state,
    zip: parts.zip,
    reference: ref.value,
    referenceGeneric: ref.generic,
    genericReference: ref.shared,
    phone: findPhones(row.more.map((l) => l.text).join('  '))[0]?.value ?? null,
    block,
  };
}

/** The stops of the document's fixed-width stop reports, in order; a row naming no kind takes its place. */
export function fixedWidthStopReadings(doc: Parameters<typeof fixedWidthTables>[0], reference: Date): StopReading[] {
  const stops = fixedWidthTables(doc).flatMap((t) =>
    t.rows.map((r) => readRow(t, r, reference)).filter((s): s is StopReading => s !== null),
  );
  for (const [i, s] of stops.entries()) {
    if (s.block.heading.type === null) s.type = i === 0 ? 'pickup' : 'delivery';
    s.block.type = s.type;
  }
  return stops;
}
