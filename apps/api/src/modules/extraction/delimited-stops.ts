import { findAddress, STREET_START } from './addresses';
import { meaningful } from './doc-query';
import { type Line, lineHeight, type Segment, type TextDoc } from './layout';
import type { StopBlock } from './stop-blocks';
import { captionField, kindOfCell } from './stop-vocabulary';
import type { StopReading } from './stops';
import { findDates, findPhones, findTimes, formatMinutes, resolveDate, slashWindow } from './values';

/**
 * Stops exported one line each, their fields parted by bars under a head parted the same way
 * ("SEQ | TYPE | NAME | ADDRESS | CITY, ST ZIP | APPT | REF"): the cells follow one another with no
 * column under its heading, and an empty field leaves no cell, so a row is read cell by cell by
 * the values' shapes. A row too long for the page goes on in indented lines under it.
 */

const SEQUENCE = /^#?0*\d{1,3}[.)]?$/;
const MIN_CAPTIONS = 4;
// A label and a number after the place: "PO 4411", "Appt # 132895", "Ref: KX-2210".
const LABELLED_NUMBER = /^[A-Za-z][A-Za-z. ]{0,20}?\s*[#:]?\s*([A-Z0-9][A-Z-]*\d[A-Z0-9-]*)$/i;
const RANGE = /^\s*(?:-|–|~|\/|to)\s*$/i;

/** A head of stop captions, the place among them; its captions are cells in a row. */
function isHead(line: Line): boolean {
  const fields = line.segments.map((s) => captionField(s.text));
  const named = fields.filter((f) => f !== null).length;
  return named >= MIN_CAPTIONS && fields.some((f) => f === 'cityStateZip' || f === 'city');
}

export type Row = { line: Line; more: Line[]; cells: Segment[] };

/** The rows under a head: each a line opening at the head's left edge, with the indented lines under it. */
function rowsUnder(doc: TextDoc, head: Line): Row[] {
  const h = lineHeight(head);
  const left = head.segments[0]?.x0 ?? 0;
  const rows: Row[] = [];
  for (let i = head.index + 1; i < doc.lines.length; i++) {
    const line = doc.lines[i] as Line;
    const first = line.segments[0] as Segment;
    const last = rows.at(-1);
    if (Math.abs(first.x0 - left) < h * 0.5 && SEQUENCE.test(first.text))
      rows.push({ line, more: [], cells: [...line.segments] });
    else if (last && first.x0 > left + h * 0.5) {
      last.more.push(line);
      last.cells.push(...line.segments);
    } else break;
  }
  return rows;
}

/** The hours of a cell: one clock, or two joined by a dash, a tilde or "to". */
function windowOf(text: string): { lower: string; higher: string } | null {
  // "0800/1400" beside the day: the slashed window a date's cell carries.
  const slashed = slashWindow(text);
  if (slashed) return { lower: formatMinutes(slashed.lower), higher: formatMinutes(slashed.higher) };
  const [a, b] = findTimes(text);
  if (!a) return bareWindow(text);
  const joined = b && RANGE.test(text.slice(a.end, b.index));
  return { lower: formatMinutes(a.minutes), higher: formatMinutes(joined ? b.minutes : a.minutes) };
}

// Four-figure clocks left beside a day ("8/18 1400", "@ 0600-1000"): a time only there.
const BARE_WINDOW = /(?:^|[\s@])([01]\d|2[0-3])([0-5]\d)(?:\s*(?:-|–|to)\s*([01]\d|2[0-3])([0-5]\d))?\s*$/i;

function bareWindow(text: string): { lower: string; higher: string } | null {
  const m = text.match(BARE_WINDOW);
  if (!m) return null;
  const lower = Number(m[1]) * 60 + Number(m[2]);
  const higher = m[3] ? Number(m[3]) * 60 + Number(m[4]) : lower;
  return { lower: formatMinutes(lower), higher: formatMinutes(higher) };
}

/** A cell that is one telephone number, under a caption of a few words or none ("Contact (590) 258-5768"). */
function phoneOf(text: string): string | null {
  const hit = findPhones(text)[0];
  if (!hit) return null;
  const rest = text.slice(0, hit.index) + text.slice(hit.index + hit.value.length);
  return /^[A-Za-z .#:/]{0,24}$/.test(rest.trim()) ? hit.value : null;
}

/** A name and street run into the place's cell ("Acme Foods #2, 12 Main St, Troy, OH"): parted at the house number. */
function nameAndStreet(before: string): { name: string | null; street: string | null } {
  const parts = before.replace(/[,\s]+$/, '').split(/,\s*/);
  const at = parts.findIndex((p) => STREET_START.test(p));
  if (at < 0) return { name: null, street: meaningful(before) || null };
  return { name: at > 0 ? parts.slice(0, at).join(', ') : null, street: parts.slice(at).join(', ') };
}

export function readRow({ line, more, cells }: Row, reference: Date): StopReading | null {
  const at = cells.findIndex((c) => findAddress(c.text)?.zip);
  const place = at >= 0 ? findAddress(cells[at]?.text ?? '') : null;
  const seg = cells[0];
  if (!place || !seg) return null;
  let kind: StopReading['type'] | null = null;
  let date: string | null = null;
  let window: { lower: string; higher: string } | null = null;
  let phone: string | null = null;
  let ref: string | null = null;
  const texts: string[] = [];
  for (const [i, c] of cells.entries()) {
    if (i === at || (i === 0 && SEQUENCE.test(c.text))) continue;
    const day = findDates(c.text)[0];
    const number = i > at ? c.text.match(LABELLED_NUMBER)?.[1] : undefined;
    // "Pickup # 16937" after the place is the stop's number under its kind's word, not its kind.
    const cellKind: StopReading['type'] | null = kind || (number && /\d/.test(number)) ? null : kindOfCell(c.text);
    if (cellKind) kind = cellKind;
    else if (i > at && day) {
      date ??= resolveDate(day, reference);
      window ??= windowOf(c.text.slice(0, day.index) + c.text.slice(day.end));
    } else if (i > at && phoneOf(c.text)) phone ??= phoneOf(c.text);
    else if (number) ref ??= number;
    else if (i < at) texts.push(c.text);
  }
  // Before the place: the facility, then the street (the street may share the place's cell).
  const inPlace = nameAndStreet(place.before);
  const street = texts.find((t) => STREET_START.test(t)) ?? inPlace.street;
  const name = texts.find((t) => t !== street) ?? inPlace.name;
  const type = kind ?? 'delivery';
  const address = { ...place, line, seg };
  const block: StopBlock = {
    type,
    heading: { line, seg, type: kind },
    lines: [line, ...more],
    x0: Number.NEGATIVE_INFINITY,
    x1: Number.POSITIVE_INFINITY,
    address,
  };
  return {
    type,
    date,
    timeLower: window?.lower ?? null,
    timeHigher: window?.higher ?? null,
    facility: meaningful(name),
    street,
    city: place.city,
    state: place.state,
    zip: place.zip,
    reference: ref,
    referenceGeneric: false,
    genericReference: null,
    phone,
    block,
  };
}

/** The stops of the document's bar-parted stop lines, in order; a row naming no kind takes its place. */
export function delimitedStopReadings(doc: TextDoc, reference: Date): StopReading[] {
  const stops: StopReading[] = [];
  for (const head of doc.lines.filter(isHead))
    for (const row of rowsUnder(doc, head)) {
      const stop = readRow(row, reference);
      if (stop) stops.push(stop);
    }
  for (const [i, s] of stops.entries()) {
    if (s.block.heading.type === null) s.type = i === 0 ? 'pickup' : 'delivery';
    s.block.type = s.type;
  }
  return stops;
}
