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

type Row = { line: Line; more: Line[]; cells: Segment[] };

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
  if (!a) return null;
  const joined = b && RANGE.test(text.slice(a.end, b.index));
  return { lower: formatMinutes(a.minutes), higher: formatMinutes(joined ? b.minutes : a.minutes) };
}

function readRow({ line, more, cells }: Row, reference: Date): StopReading | null {
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
    const cellKind: StopReading['type'] | null = kind ? null : kindOfCell(c.text);
    const day = findDates(c.text)[0];
    const number = i > at ? c.text.match(LABELLED_NUMBER)?.[1] : undefined;
    if (cellKind) kind = cellKind;
    else if (i > at && day) {
      date ??= resolveDate(day, reference);
      window ??= windowOf(c.text.slice(0, day.index) + c.text.slice(day.end));
    } else if (i > at && findPhones(c.text)[0]?.value === c.text.trim()) phone ??= c.text.trim();
    else if (number) ref ??= number;
    else if (i < at) texts.push(c.text);
  }
  // Before the place: the facility, then the street (the street may share the place's cell).
  const street = texts.find((t) => STREET_START.test(t)) ?? (meaningful(place.before) || null);
  const name = texts.find((t) => t !== street) ?? null;
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
