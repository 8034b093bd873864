import { type Address, findAddress, STREET_START } from './addresses';
import { meaningful } from './doc-query';
import { withPartedCaptions } from './head-captions';
import type { Line, TextDoc } from './layout';
import { cellText, columnsOf, type TableRow, tableRows } from './layout-table';
import type { StopBlock } from './stop-blocks';
import { referenceIn } from './stop-references';
import { timeWindow } from './stop-times';
import {
  captionField,
  kindMentioned,
  kindOfCell,
  kindOfSection,
  type StopField,
  type StopType,
} from './stop-vocabulary';
import type { StopReading } from './stops';
import { joinContinued } from './table-continued';
import { twoRowTable } from './two-row-heads';
import { findDates, findPhones, findTimes, formatMinutes, resolveDate, slashWindow, US_STATES } from './values';
import { windowOfColumns } from './window-columns';

/**
 * Stops printed as a table: a heading row whose captions name stop fields (Stop, Type, Date, Time,
 * Name, Address, City, ST, Zip, Ref #...), one row per stop, cells that may wrap over several lines.
 */

type StopTable = { head: Line; fields: (StopField | null)[]; rows: TableRow[]; kind: StopType | null };

const PLACE_FIELDS: StopField[] = ['address', 'city', 'cityStateZip', 'name'];
const WHEN_FIELDS: StopField[] = ['date', 'time', 'type', 'stop'];
const TABLE_END = /^(?:total|rate|charges|line\s*haul|carrier\s*pay|terms|notes?|special|instructions|commodity)\b/i;
// A "Label: value" line at the table's left edge ("Freight Description: Paper") is the load's facts
// printed under the table, not a row's wrapped cells.
const KEY_VALUE_START = /^[A-Za-z][A-Za-z .()/#-]{1,30}:(?:\s|$)/;
// A note on one stop printed under the table: "Stop 2 Delivery #: 4471", "Stop 3 phone: (316) 555-0142".
const STOP_NOTE = /^stop\s*#?\s*(\d{1,2})\b\s*([^:]{1,30}):\s*(\S.*)$/i;

/** A heading row of stop fields: three captions or more, one of a place and one of a time or kind. */
function stopFields(line: Line): (StopField | null)[] | null {
  if (line.segments.length < 3 || line.segments.some((s) => s.text.length > 30 || /\d{2}/.test(s.text))) return null;
  const fields = line.segments.map((s) => captionField(s.text));
  const named = fields.filter((f): f is StopField => f !== null);
  if (named.length < 3 || named.length < line.segments.length / 2) return null;
  if (!named.some((f) => PLACE_FIELDS.includes(f)) || !named.some((f) => WHEN_FIELDS.includes(f))) return null;
  return fields;
}

function findTables(doc: TextDoc): StopTable[] {
  const out: StopTable[] = [];
  for (const printed of doc.lines) {
    if (out.some((t) => t.rows.some((r) => r.lines.includes(printed)))) continue;
    const line = withPartedCaptions(printed);
    const fields = stopFields(line);
    if (!fields) continue;
    const ends = (l: Line) =>
      TABLE_END.test(l.segments[0]?.text ?? '') ||
      (KEY_VALUE_START.test(l.segments[0]?.text ?? '') &&
        (l.segments[0]?.x0 ?? 0) <= (line.segments[0]?.x0 ?? 0) + 2) ||
      STOP_NOTE.test(l.text) ||
      stopFields(withPartedCaptions(l)) !== null ||
      kindOfSection(l.text) !== null;
    // A heading of two rows over records of two lines each.
    const over = doc.lines[printed.index - 1];
    const overHead = over ? withPartedCaptions(over) : null;
    const overFields = overHead ? stopFields(overHead) : null;
    const paired = overHead && overFields ? twoRowTable(doc, overHead, line, [overFields, fields], ends) : null;
    if (paired) {
      out.push({ ...paired, kind: sectionKind(doc, overHead ?? line) });
      continue;
    }
    const rows = tableRows(doc, line, columnsOf(line), { ends });
    if (rows.length) out.push({ head: line, fields, rows, kind: sectionKind(doc, line) });
  }
  return joinContinued(out);
}

/** The kind named by the title just above a table ("SHIPPER(S)", "Deliveries"). */
function sectionKind(doc: TextDoc, head: Line): StopType | null {
  for (let i = head.index - 1; i >= Math.max(0, head.index - 2); i--) {
    const line = doc.lines[i];
    if (!line || line.page !== head.page) break;
    const kind = line.segments.length === 1 ? kindOfSection(line.text) : null;
    if (kind) return kind;
  }
  return null;
}

const cellOf = (t: StopTable, row: TableRow, field: StopField, sep = ' ') => {
  const i = t.fields.indexOf(field);
  return i < 0 ? '' : cellText(row, i, sep);
};

type Place = {
  address: Omit<Address, 'line' | 'seg'>;
  street: string | null;
  name: string | null;
  /** The cell's lines after the address (a stop's number, its phone), when the cell stacks them. */
  after: string[];
  /** Which column held the address, so a "Name / Address" cell is not taken whole for the name. */
  field: StopField | null;
};

// The end of an address wrapped alone onto a cell's next line: "97625", "OR 97625".
const WRAPPED_ZIP = /^(?:[A-Z]{2},?\s+)?\d{5}(?:-\d{4})?$/;
// A name, then a street from its house number, parted by a comma.
const NAME_THEN_STREET = /^([^,\d][^,]*?),\s*(\d+[A-Za-z]?(?:-\d+)?\s+[A-Za-z].*)$/;

/** The address of a row: from City/ST/Zip cells, a "City, ST ZIP" cell, or the last line of an Address cell. */
function placeOf(t: StopTable, row: TableRow): Place | null {
  const city = cellOf(t, row, 'city');
  const state = cellOf(t, row, 'state').toUpperCase();
  const zip = cellOf(t, row, 'zip').match(/\d{5}(?:-\d{4})?/)?.[0] ?? null;
  const street = meaningful(cellOf(t, row, 'address'));
  if (city && US_STATES.has(state)) {
    if (street) return { address: { city, state, zip, before: '' }, street, name: null, after: [], field: null };
    return { address: { city, state, zip, before: '' }, ...nameOverStreet(t, row), field: 'name' };
  }
  for (const field of ['cityStateZip', 'address', 'name'] as StopField[]) {
    const i = t.fields.indexOf(field);
    const lines = i < 0 ? [] : (row.cells[i] ?? []).filter(Boolean);
    for (const [k, text] of lines.entries()) {
      // A narrow cell wraps "City," and "ST ZIP", or the ZIP alone, onto the next line: read them together.
      const next = lines[k + 1] ?? '';
      const wrapped = /,$/.test(text) || WRAPPED_ZIP.test(next);
      const own = findAddress(text);
      const a = own ?? (wrapped ? findAddress(`${text} ${next}`) : null);
      if (!a) continue;
      const above = lines.slice(0, k);
      const streetAt = above.findIndex((l) => STREET_START.test(l));
      const after = lines.slice(own ? k + 1 : k + 2);
      const named = above.slice(0, streetAt >= 0 ? streetAt : above.length).join(' ');
      // "Acme Foods, 12 Main St, Troy, OH": the name and the street before the city on one line,
      // or wrapped across the cell's lines ("Acme Foods, 12 N" over "Main St, Troy, OH 45373").
      const wrappedStreet = a.before && !STREET_START.test(a.before) && above.length;
      const joined = wrappedStreet ? findAddress(`${above.join(' ')} ${own ? text : `${text} ${next}`}`) : null;
      const inline = (joined?.before ?? (named ? '' : a.before)).match(NAME_THEN_STREET);
      const street = inline?.[2] ?? (a.before || (streetAt >= 0 ? above.slice(streetAt).join(' ') : ''));
      const name = inline?.[1] ?? named;
      if (!above.length && !a.before) {
        const under = placeUnder(after);
        if (under) return { address: { ...a, before: '' }, ...under, field };
      }
      return { address: { ...a, before: '' }, street: meaningful(street), name: meaningful(name), after, field };
    }
  }
  return null;
}

/**
 * A cell that prints the place first: "Troy, OH 45373" over "Acme Foods" over "12 Main St". With
 * nothing above the city, the name and the street are the lines under it: the street from its house
 * number, the name the line or two before it.
 */
function placeUnder(lines: string[]): Pick<Place, 'street' | 'name' | 'after'> | null {
  const at = lines.findIndex((l) => PLACE_STREET.test(l) && !l.includes(':') && !isWhen(l));
  if (at < 0 || at > 2) return null;
  const named = lines.slice(0, at);
  if (named.some((l) => l.includes(':') || isWhen(l) || findPhones(l).length > 0 || !/[A-Za-z]{2}/.test(l)))
    return null;
  return { name: meaningful(named.join(' ')), street: meaningful(lines[at] ?? ''), after: lines.slice(at + 1) };
}

// A house number, then a word of the street's name.
const PLACE_STREET = /^\d+[A-Za-z]?(?:-\d+)?\s+[A-Za-z]/;
const isWhen = (text: string) => findDates(text).length > 0 || findTimes(text).length > 0;

/**
 * A name cell beside City / ST / Zip columns that stacks the street under the name ("Acme Foods" over
 * "12 Main St"), and maybe the stop's number or phone under that.
 */
function nameOverStreet(t: StopTable, row: TableRow): Pick<Place, 'street' | 'name' | 'after'> {
  const i = t.fields.indexOf('name');
  const lines = i < 0 ? [] : (row.cells[i] ?? []).filter(Boolean);
  const at = lines.findIndex((l, k) => k > 0 && STREET_START.test(l));
  if (at < 0) return { street: null, name: meaningful(lines.join(' ')), after: [] };
  return {
    name: meaningful(lines.slice(0, at).join(' ')),
    street: meaningful(lines[at] ?? ''),
    after: lines.slice(at + 1),
  };
}

/** An Address column of its own holding the street, beside a "City, ST ZIP" column that held the place. */
function streetCell(t: StopTable, row: TableRow, place: Place): string | null {
  const cell = cellOf(t, row, 'address');
  return place.field === 'cityStateZip' && STREET_START.test(cell) && !findAddress(cell) ? meaningful(cell) : null;
}

// A number under the address in a stacked cell: "PU Appt # 4272643", "Delivery Confirmation KS436863".
const STACKED_REF =
  /^(?!ph\b|phone|tel)[A-Za-z][A-Za-z ./]*?(?:#|no\.?|number|ref|conf(?:irmation)?)?\s*[:#]?\s+((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,})\b/i;

/** A time cell read whole, its lines joined: "9:00 AM - 1:30" over "PM" is one window. */
function cellWindow(text: string): { lower: string; higher: string } | null {
  const slashed = slashWindow(text);
  if (slashed) return { lower: formatMinutes(slashed.lower), higher: formatMinutes(slashed.higher) };
  const [a, b] = findTimes(text);
  if (!a) return null;
  const range = b && /^\s*(?:-|–|~|\/|to|thru|until)\s*$/i.test(text.slice(a.end, b.index));
  return { lower: formatMinutes(a.minutes), higher: formatMinutes(range && b ? b.minutes : a.minutes) };
}

// A mark under a kind's column ("X" under "PU" or "DEL") gives the row its kind.
const MARK = /^[x✓✔•*]$/i;

function typeOf(t: StopTable, row: TableRow): StopType | null {
  const typed = kindOfCell(cellOf(t, row, 'type'));
  if (typed) return typed;
  const marked = t.head.segments.findIndex((s, i) => kindOfCell(s.text) && MARK.test(cellText(row, i)));
  const byMark = marked >= 0 ? kindOfCell(t.head.segments[marked]?.text ?? '') : null;
  if (byMark) return byMark;
  if (t.kind) return t.kind;
  for (const cells of row.cells) for (const c of cells) if (kindOfCell(c)) return kindOfCell(c);
  return kindMentioned(row.lines.map((l) => l.text));
}

function readRow(t: StopTable, row: TableRow, reference: Date): StopReading | null {
  const place = placeOf(t, row);
  const first = row.lines[0];
  const seg = first?.segments[0];
  if (!place || !first || !seg) return null;
  const dateText = cellOf(t, row, 'date') || row.lines.map((l) => l.text).join(' ');
  const date = findDates(dateText)[0];
  const columns = t.head.segments.map((s, i) => ({ text: s.text, x0: s.x0, x1: t.head.segments[i + 1]?.x0 ?? 1e9 }));
  const { lower, higher } =
    windowOfColumns(cellOf(t, row, 'time'), cellOf(t, row, 'timeEnd')) ??
    cellWindow(cellOf(t, row, 'time')) ??
    timeWindow(row.lines, { line: t.head, columns });
  // A "Ref / Phone" cell stacks both: the phone is not the number.
  const refCell = cellOf(t, row, 'reference', '  ');
  const refPhone = findPhones(refCell)[0];
  const ref =
    (refPhone ? refCell.replace(refPhone.value, ' ') : refCell).match(/[A-Z0-9][A-Z-]*\d[A-Z0-9-]*/i)?.[0] ??
    place.after
      .filter((l) => !findTimes(l).length && !findDates(l).length)
      .map((l) => l.match(STACKED_REF)?.[1])
      .find(Boolean) ??
    (t.fields.includes('reference') ? null : ownReference(row));
  const type = typeOf(t, row);
  const block: StopBlock = {
    type: type ?? 'delivery',
    heading: { line: first, seg, type },
    lines: row.lines,
    x0: Number.NEGATIVE_INFINITY,
    x1: Number.POSITIVE_INFINITY,
    address: { ...place.address, line: first, seg },
  };
  // A name cell that stacks the street under the name, beside a "City, ST ZIP" cell of its own.
  const stacked = place.field !== 'name' && !place.street ? nameOverStreet(t, row) : null;
  return {
    type: block.type,
    date: date ? resolveDate(date, reference) : null,
    timeLower: lower,
    timeHigher: higher,
    facility:
      place.field === 'name'
        ? place.name
        : stacked?.street
          ? stacked.name
          : (meaningful(cellOf(t, row, 'name')) ?? place.name),
    street: place.street ?? stacked?.street ?? streetCell(t, row, place),
    city: place.address.city,
    state: place.address.state,
    zip: place.address.zip,
    reference: ref,
    referenceGeneric: false,
    genericReference: null,
    phone:
      findPhones(cellOf(t, row, 'phone'))[0]?.value ??
      findPhones(place.after.join('  '))[0]?.value ??
      refPhone?.value ??
      (t.fields.includes('phone') ? null : labelledPhone(row)),
    block,
  };
}

/** A pickup, delivery, shipper's or consignee's number printed with its caption in one of the row's cells. */
function ownReference(row: TableRow): string | null {
  const found = referenceIn(row.lines, null, []);
  return found.generic ? null : found.value;
}

// "Ph: (555) 010-2233" in a cell of details beside the place: the stop's phone.
const PHONE_CAPTION = /^(?:ph|phone|tel|telephone|contact\s*phone)\b\.?\s*[:#]?\s*/i;

/** A phone printed after its caption in one of the row's cells, when the table has no phone column. */
function labelledPhone(row: TableRow): string | null {
  for (const line of row.lines)
    for (const seg of line.segments) {
      const m = seg.text.match(PHONE_CAPTION);
      const p = m ? findPhones(seg.text.slice(m[0].length))[0] : undefined;
      if (p) return p.value;
    }
  return null;
}

/** Numbers and phones given stop by stop under the table ("Stop 1 Pickup #: ..."), where its rows have none. */
function withNotes(doc: TextDoc, t: StopTable, read: StopReading[]): StopReading[] {
  const last = t.rows.at(-1)?.lines.at(-1);
  if (!last) return read;
  for (const line of doc.lines.slice(last.index + 1, last.index + 3 * read.length + 4)) {
    const m = line.text.match(STOP_NOTE);
    const stop = m ? read[Number(m[1]) - 1] : undefined;
    if (!m || !stop) continue;
    const [label, value] = [m[2] ?? '', m[3] ?? ''];
    const phone = findPhones(value)[0];
    if (/phone|tel|contact|cell/i.test(label) && phone) stop.phone ??= phone.value;
    else if (/#|no\.?$|number|ref|conf|appt|po\b/i.test(label))
      stop.reference ??= value.match(/^[A-Z0-9][A-Z-]*\d[A-Z0-9-]*/i)?.[0] ?? null;
  }
  return read;
}

/**
 * The stops of the document's stop tables, in order: one table of all stops, or a table per kind
 * under its section title. A row that names no kind takes its place: first a pickup, then deliveries.
 */
export function stopTableReadings(doc: TextDoc, reference: Date): StopReading[] {
  const stops: StopReading[] = [];
  for (const t of findTables(doc)) {
    const read = t.rows.map((r) => readRow(t, r, reference)).filter((s): s is StopReading => s !== null);
    if (read.length >= 2 || (read.length === 1 && t.kind)) stops.push(...withNotes(doc, t, read));
  }
  for (const [i, s] of stops.entries()) {
    if (s.block.heading.type === null) s.type = i === 0 ? 'pickup' : 'delivery';
    s.block.type = s.type;
  }
  return stops;
}
