import type { Address } from './addresses';
import { STREET_START } from './addresses';
import { cellText, isHeadingRow, labelled, meaningful, segmentAt } from './doc-query';
import { type Line, lineHeight, type Segment, type TextDoc } from './layout';
import type { StopBlock } from './stop-blocks';
import { referenceIn } from './stop-references';
import { nameByShape, nameLeftOfPlace, phoneByShape, referenceByShape } from './stop-shapes';
import { type TableHead, tableHead } from './stop-table';
import { timeWindow } from './stop-times';
import { captionField, type StopField, SUBJECT_LEAD } from './stop-vocabulary';
import { findDates, findPhones, findTimes, resolveDate } from './values';
import { windowUnderHead } from './window-columns';

/** One stop as read from its block, before validation. */
export type StopReading = {
  type: StopBlock['type'];
  date: string | null;
  timeLower: string | null;
  timeHigher: string | null;
  facility: string | null;
  street: string | null;
  city: string;
  state: string;
  zip: string | null;
  reference: string | null;
  /** A reference read from a generic label (Ref #, PO #) rather than a pickup/delivery number. */
  referenceGeneric: boolean;
  /** The PO or Ref printed in this stop's lines, whatever the stop's own reference is. */
  genericReference: string | null;
  phone: string | null;
  block: StopBlock;
};

// Labels in front of a street or a facility name on its own line; the kind may follow in brackets
// ("Stop-off 1 (Drop): Acme Foods").
const LEADING_LABEL = new RegExp(
  String.raw`^(?:(?:stop\s*\d+\s*[:.-]?\s*|\(\s*(?:[a-h]|\d{1,2})\s*\)\s*|\d{1,2}[.)]\s+)?${SUBJECT_LEAD}?(?:(?:un)?load(?:ing)?(?=\s+(?:at|from)\b|\s*@)|collect(?:\s+(?:freight|cargo|load))?(?=\s+(?:at|from)\b)|pick[\s-]?up|pickup|shipper|origin|consignee|receiver|delivery|deliver|drop[\s-]?off|drop|dropoff|pick|p\/u\s*point|d\/r\s*point|stop[\s-]?off)(?:\s*(?:#|no\.?)?\s*\d+)?(?:\s*(?:information|info|location|point|date))?(?:\s*\([A-Za-z/ -]{1,14}\))?\s*[:#.;-]?\s+|(?:name\s*\/\s*address|(?:street\s*)?address|addr|facility|location|city\s*[,/]\s*st(?:ate)?\s*[,/]\s*zip)\s*[:#.-]?\s+|(?:name|company|site|street)\s*[:#]\s*)`,
  'i',
);

function stripLabels(text: string): string {
  let t = text.trim();
  for (let i = 0; i < 3; i++) {
    const next = t.replace(LEADING_LABEL, '').trim();
    if (next === t) break;
    // Prose keeps a preposition after the stop's word ("Drop at Acme Foods").
    t = next.replace(/^(?:(?:is|will\s+be)\s+)?(?:at|to|from)\s+(?=[A-Z0-9])/, '');
  }
  return t.replace(/^[:#,@\s-]+|[,\s]+$/g, '');
}

// A caption alone: a few words ending in a colon.
const CAPTION_ONLY = /^[A-Za-z][A-Za-z .,#/&'()-]{0,30}:$/;
// A caption of any wording before a name on its line ("Trading As: Acme Foods"): the name is after it.
const CAPTIONED_NAME = /^[A-Za-z][A-Za-z .#/&'()-]{0,30}:\s+(?=[A-Za-z])/;

/** "J L G INDUSTRIES 450 SUNNYSIDE RD": a name and a street sharing one line split at the house number. */
function splitNameStreet(text: string): { name: string | null; street: string } | null {
  // The street needs two words after its number ("450 SUNNYSIDE RD"), so "HWY 15 N" stays whole.
  const m = text.match(/^(.*?[A-Za-z].*?)[,\s]+(\d+[A-Za-z]?(?:-\d+)?\s+[A-Za-z0-9.'-]+\s+[A-Za-z].*)$/);
  if (!m?.[1] || !m[2]) return null;
  // A caption of any wording before the street ("Situated: 12 Main St") is no name.
  if (CAPTION_ONLY.test(m[1])) return { name: null, street: m[2] };
  // Prose puts a word between them ("Acme Foods at 12 Main St", "Acme, located at 12 Main St").
  return { name: m[1].replace(/[,\s]+$/, '').replace(/[,\s]+(?:located\s+)?(?:at|@)$/i, ''), street: m[2] };
}

/** "PU1 Sep 18, 2026 1:00 PM Acme Foods": a one-line stop puts its code, day and time before the name. */
function withoutWhen(text: string): string {
  let t = text.replace(/^(?:[A-Z]{1,3}\d{1,2}|stop\s*#?\s*\d+)\s+/i, '');
  for (let guard = 0; guard < 8; guard++) {
    // Day names whole or short, not a name that starts like one ("Sunderland Mills", "Monarch Foods").
    const word = t.match(
      /^(?:(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?|fcfs|appt|appointment|to|thru|until)(?![a-z])/i,
    );
    const hit = [...findDates(t), ...findTimes(t)].find((h) => h.index <= 1);
    const end = word ? word[0].length : hit?.end;
    if (end === undefined) break;
    t = t.slice(end).replace(/^[\s,@–-]+/, '');
  }
  return t;
}

const isDateOrTime = (t: string) => findDates(t).length > 0 || findTimes(t).length > 0;

/** What follows a field's caption: "Facility: Acme Foods" -> "Acme Foods" (a short caption, up to its colon). */
function fieldValue(field: string): string {
  const m = field.match(/^([^:]{1,40}):\s+(\S.*)$/);
  return (m?.[1] && m[1].split(/\s+/).length <= 5 ? (m[2] ?? '') : field).trim();
}

/**
 * A stop told as one clause of fields parted by semicolons: "Facility: Acme Foods; Address: 12 Main
 * St, Troy, OH 45373; Date: ...". The field before the city's is the street, the one before that the
 * name, each without its caption.
 */
function clauseFields(before: string): { street: string | null; facility: string | null } | null {
  const parts = before.split(/\s*;\s*/);
  if (parts.length < 2) return null;
  const street = fieldValue(parts.at(-1) ?? '');
  if (!STREET_START.test(street)) return null;
  const name = withoutWhen(stripLabels(fieldValue(parts.at(-2) ?? '')));
  return { street, facility: name && !/\d{3}/.test(name.replace(/#\s*\d+$/, '')) ? meaningful(name) : null };
}

/** Street lines above the anchor in its column, and the facility name above those. */
function streetAndFacility(doc: TextDoc, address: Address): { street: string | null; facility: string | null } {
  const fields = clauseFields(address.before);
  if (fields) return fields;
  const before = stripLabels(address.before);
  if (before) {
    const split = STREET_START.test(before) ? { name: null, street: before } : splitNameStreet(before);
    if (split) {
      const facility = split.name
        ? withoutWhen(stripLabels(split.name))
        : lineAbove(doc, address.line.index, address.seg.x0, address.seg.x1);
      return { street: split.street, facility: facility ? meaningful(facility) : null };
    }
  }
  if (address.zip === null) return { street: null, facility: null };
  const parts: string[] = [];
  let index = address.line.index;
  let x0 = address.seg.x0;
  let x1 = address.seg.x1;
  let facility: string | null = null;
  for (let step = 0; step < 3; step++) {
    let line = doc.lines[index - 1];
    if (!line || line.page !== address.line.page) break;
    let seg = segmentAt(line, x0, Math.max(x1, x0 + 40));
    // A line of the next column printed between two of this one's (baselines that do not line up).
    const current = doc.lines[index];
    const over = doc.lines[index - 2];
    if (!seg && current && over && over.page === line.page && current.top - over.bottom < lineHeight(current) * 1.2) {
      line = over;
      seg = segmentAt(over, x0, Math.max(x1, x0 + 40));
    }
    if (!seg) break;
    index = line.index;
    const text = stripLabels(seg.text);
    if (!text || isDateOrTime(text)) break;
    if (STREET_START.test(text)) {
      parts.unshift(text);
      x0 = Math.min(x0, seg.x0);
      x1 = Math.max(x1, seg.x1);
      break;
    }
    const split = splitNameStreet(text);
    if (split && /\d/.test(split.street.split(' ')[0] ?? '')) {
      parts.unshift(split.street);
      facility = split.name;
      break;
    }
    parts.unshift(text);
  }
  if (!parts.length || !STREET_START.test(parts[0] ?? '')) {
    // No house number above: the lines were the name (a P.O. box or rural address is rare for stops).
    return { street: null, facility: parts.length ? meaningful(parts.join(' ')) : null };
  }
  facility ??= lineAbove(doc, index, x0, x1);
  return { street: parts.join(' '), facility: facility ? meaningful(facility) : null };
}

const TRAILING_CAPTION =
  /\s+(?:(?:pick\s*up|pickup|delivery|appointment|contact|ship|arrival)\s+)?(?:date|time|phone|contact|number|#|ref(?:erence)?)\s*#?:$/i;

/** "Name | Acme Foods | Delta Storage": a row led by a field's caption, its other cells values. */
function keyValueRow(line: Line, seg: Segment): boolean {
  const first = line.segments[0];
  return !!first && first !== seg && captionField(first.text) !== null && captionField(seg.text) === null;
}

function lineAbove(doc: TextDoc, index: number, x0: number, x1: number): string | null {
  const current = doc.lines[index];
  if (!current) return null;
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const line = doc.lines[i];
    if (!line || line.page !== current.page || current.top - line.bottom > (current.bottom - current.top) * 4)
      return null;
    const seg = segmentAt(line, x0, Math.max(x1, x0 + 40));
    if (!seg) continue;
    if (isHeadingRow(line) && !keyValueRow(line, seg)) return null;
    // A caption printed after the name in the same run ("... LLC Delivery Date:") is not part of it.
    const text = stripLabels(seg.text).replace(TRAILING_CAPTION, '').replace(CAPTIONED_NAME, '');
    if (
      !text ||
      isDateOrTime(text) ||
      /:$/.test(text) ||
      /^(?:location|name|address|stop|facility|company)$/i.test(text)
    )
      return null;
    return text;
  }
  return null;
}

// Dates printed for something other than the stop: when the sheet was made, signed or sent.
const NOT_STOP_DATE =
  /generated|printed|created|confirm(?:ed)? date|effective|tendered|booked|sent|signed|date signed|as of/i;

// A sentence that wraps between a month's name and its day: "Date: Tue, Mar" over "10; Hours: ...".
const ENDS_AT_MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i;
const OPENS_WITH_DAY = /^\d{1,2}(?:st|nd|rd|th)?(?!\d)(?:,?\s+(?:19|20)\d{2}\b)?/;

function dateIn(lines: Line[], reference: Date): string | null {
  for (const line of lines) {
    for (const seg of line.segments) {
      const hit = findDates(seg.text)[0];
      if (hit && !NOT_STOP_DATE.test(seg.text.slice(0, hit.index))) return resolveDate(hit, reference);
    }
  }
  for (const [i, line] of lines.entries()) {
    const end = line.segments.at(-1)?.text.trim() ?? '';
    const day = lines[i + 1]?.segments[0]?.text.trim().match(OPENS_WITH_DAY)?.[0];
    if (!day || !ENDS_AT_MONTH.test(end)) continue;
    const text = `${end} ${day}`;
    const hit = findDates(text).at(-1);
    if (hit && hit.end === text.length && !NOT_STOP_DATE.test(text.slice(0, hit.index)))
      return resolveDate(hit, reference);
  }
  return null;
}

function phoneIn(doc: TextDoc, lines: Line[], table: { head: TableHead; rows: Line[] } | null): string | null {
  for (const f of labelled(doc, String.raw`phone|tel|telephone|ph|contact\s*phone|cell`, { lines, below: false })) {
    // A sentence's full stop is not part of the number ("Phone (555) 010-2233.").
    const value = f.value.trim().replace(/[.,;]+$/, '');
    const digits = value.replace(/\D/g, '');
    // Printed as is, even when garbled ("((91) 3) -356-9439"): mostly digits and phone punctuation.
    if (digits.length >= 10 && digits.length <= 15 && /^[\d\s().+x-]+$/i.test(value.replace(/ext\.?/i, 'x')))
      return value;
  }
  if (table) {
    const col = table.head.columns.find((c) => /phone|tel/i.test(c.text) || captionField(c.text) === 'phone');
    if (col) {
      for (const row of table.rows.slice(0, 2)) {
        const p = findPhones(cellText(row, col.x0 - 4, col.x1))[0];
        if (p) return p.value;
      }
      return null;
    }
  }
  // An unlabelled number in the stop's instructions ("have driver call ..."), which may wrap after "Call".
  for (const [i, line] of lines.entries()) {
    const said = line.text.search(/call|phone|contact|text/i);
    if (said < 0) continue;
    const p =
      findPhones(line.text)[0] ?? findPhones(`${line.text} ${lines[i + 1]?.text ?? ''}`).find((f) => f.index > said);
    if (p) return p.value;
  }
  // A number alone on a line of the stop (under its address, its day): the stop's own, unlabelled.
  for (const line of lines) {
    const only = line.segments.length === 1 ? findPhones(line.text)[0] : undefined;
    if (only && line.text.trim() === only.value) return only.value;
  }
  return null;
}

/** A form whose small captions sit above their values: the value printed under a caption of `field`. */
function valueUnder(doc: TextDoc, lines: Line[], field: StopField): string | null {
  for (const line of lines)
    for (const seg of line.segments) {
      if (captionField(seg.text) !== field) continue;
      const next = doc.lines[line.index + 1];
      if (!next || next.page !== line.page || next.top - line.bottom > lineHeight(line) * 1.5) continue;
      const under = segmentAt(next, seg.x0, Math.max(seg.x1, seg.x0 + 40));
      if (under && Math.abs(under.x0 - seg.x0) < lineHeight(line) && captionField(under.text) === null)
        return meaningful(under.text);
    }
  return null;
}

/** A field written "Caption: value" on a line of the stop beside other fields (a form's row of captioned fields). */
function valueBeside(lines: Line[], field: StopField): string | null {
  for (const line of lines)
    for (const seg of line.segments) {
      const m = seg.text.match(/^([^:]{1,32}):\s+(.+)$/);
      if (m && captionField(m[1] ?? '') === field) return meaningful(m[2]);
    }
  return null;
}

/**
 * A place printed first in large type with the name and the street under it ("Troy, OH 45373" over
 * "Acme Foods" over "12 Main St"): the next lines that start where the place starts, skipping lines
 * of another column printed between them, read as the name and then the street. Only a street with
 * a house number makes the reading; a caption, a date or a time ends it.
 */
function namesUnder(doc: TextDoc, address: Address): { street: string | null; facility: string | null } | null {
  const start = address.line;
  const height = lineHeight(start);
  const texts: string[] = [];
  let last = start;
  for (const line of doc.lines.slice(start.index + 1, start.index + 6)) {
    if (line.page !== start.page || line.top - last.bottom > height * 1.5) break;
    const seg = line.segments.find((x) => Math.abs(x.x0 - address.seg.x0) < height && x.x1 > address.seg.x0);
    if (!seg) {
      if (line.segments.some((x) => x.x0 < address.seg.x0 - height)) break;
      continue;
    }
    last = line;
    const text = seg.text.trim();
    if (!text || /:/.test(text) || isDateOrTime(text) || captionField(text) !== null) break;
    texts.push(text);
    if (STREET_START.test(text) || texts.length === 2) break;
  }
  const street = texts.at(-1);
  if (!street || !STREET_START.test(street) || texts.length > 2) return null;
  const name = texts.length === 2 ? texts[0] : null;
  return { street, facility: name ? meaningful(name) : null };
}

/**
 * Rows of captioned cells ("Site: Acme Foods | Street: 12 Main St | Locale: Troy, OH 45373", or
 * "Site: Acme Foods | Street: 12 Main St" over "Locale: Troy, OH 45373 | Date: 6/4"), or a row of
 * values under a row of captions: the place's own cell is captioned, or has a caption over it. The
 * cells left of the place on its line, else the cells of the line over it, are read after their
 * captions of any wording: the one opening with a house number is the street and the name-shaped
 * one before it the facility.
 */
function namesInRow(
  doc: TextDoc,
  address: StopBlock['address'],
): { street: string | null; facility: string | null } | null {
  const above = doc.lines[address.line.index - 1];
  const over = above?.page === address.line.page ? above : undefined;
  const ownCaption = /^[A-Za-z][^:]{0,30}:$/.test(address.before.trim());
  const capped =
    !address.before.trim() &&
    !!over?.segments.some(
      (s) => /^[A-Za-z][^:]{0,30}:$/.test(s.text.trim()) && s.x0 < address.seg.x1 && address.seg.x0 < s.x1,
    );
  if (!ownCaption && !capped) return null;
  const left = address.line.segments.filter((s) => s.x1 <= address.seg.x0);
  const rows = [left, ownCaption && over ? over.segments.filter((s) => /:\s+\S/.test(s.text)) : []];
  for (const cells of rows) {
    const values = cells.map((s) => fieldValue(s.text));
    const at = values.findIndex((v) => STREET_START.test(v));
    if (at < 0) continue;
    const name = values[at - 1];
    return {
      street: values[at] ?? null,
      facility: name && !STREET_START.test(name) && !isDateOrTime(name) ? meaningful(name) : null,
    };
  }
  return null;
}

/**
 * The street and name above the address, else under their captions when the captions sit above the
 * values, else after their captions on the stop's lines.
 */
function placeNames(doc: TextDoc, block: StopBlock): { street: string | null; facility: string | null } {
  // A place on its heading's own line starts the stop: what is printed above it is not the stop's.
  const first = block.address.line === block.heading.line && !stripLabels(block.address.before);
  const under = first ? namesUnder(doc, block.address) : null;
  const above = under ?? streetAndFacility(doc, block.address);
  const inRow = above.street === null ? namesInRow(doc, block.address) : null;
  const found =
    inRow ?? (above.street === null && above.facility === null ? (namesUnder(doc, block.address) ?? above) : above);
  const caption = found.facility !== null && captionField(found.facility) !== null;
  const beside = valueBeside(block.lines, 'address');
  // A name read up the column that ran on past the stop's own labelled name keeps only that name.
  const named = valueBeside(block.lines, 'name');
  if (named && found.facility && found.facility !== named && found.facility.endsWith(named))
    return { street: found.street ?? (beside && STREET_START.test(beside) ? beside : null), facility: named };
  return {
    street:
      found.street ?? valueUnder(doc, block.lines, 'address') ?? (beside && STREET_START.test(beside) ? beside : null),
    // A caption taken for the name gives way to the value under or after it, if there is one.
    facility:
      caption || found.facility === null
        ? (valueUnder(doc, block.lines, 'name') ??
          valueBeside(block.lines, 'name') ??
          found.facility ??
          nameByShape(block.lines.slice(1), block.address.line) ??
          nameLeftOfPlace(block.lines, block.address.line, block.address.seg))
        : found.facility,
  };
}

export function readStop(doc: TextDoc, block: StopBlock, reference: Date): StopReading {
  const { street, facility } = placeNames(doc, block);
  const table = tableHead(doc, block);
  const { lower, higher } =
    windowUnderHead(table?.head ?? null, block.lines) ?? timeWindow(block.lines, table?.head ?? null);
  const ref = referenceIn(block.lines, table?.head ?? null, table?.rows ?? []);
  return {
    type: block.type,
    date: dateIn(block.lines, reference),
    timeLower: lower,
    timeHigher: higher,
    facility,
    street,
    city: block.address.city,
    state: block.address.state,
    zip: block.address.zip,
    reference:
      ref.value ??
      valueUnder(doc, block.lines, 'reference')?.match(/^[A-Z0-9][A-Z-]*\d[A-Z0-9-]*$/i)?.[0] ??
      referenceByShape(block.lines),
    referenceGeneric: ref.generic,
    genericReference: ref.shared,
    phone: phoneIn(doc, block.lines, table) ?? phoneByShape(block.lines, block.address.line),
    block,
  };
}
