import { type Address, findAddress } from './addresses';
import { isHeadingRow } from './doc-query';
import { type Line, lineHeight, type Segment, type TextDoc } from './layout';
import { keyValuePairs, pairValue } from './layout-pairs';
import { partedAddresses } from './parted-addresses';
import { withStackedStops } from './stacked-stops';
import {
  captionField,
  DELIVERY_WORDS,
  kindMentioned,
  kindOfCell,
  PICKUP_WORDS,
  type StopType,
  SUBJECT_LEAD,
} from './stop-vocabulary';
import { findDates, findTimes, US_STATES } from './values';

/**
 * Stop segmentation: finds the headings that open a pickup or a delivery ("Shipper", "Pick Up",
 * "Stop 2: Delivery", "Consignee", "DROP"...), gives each the lines up to the next heading (a column
 * of the page when two stops sit side by side), and keeps those whose lines hold an address.
 */

export type { StopType };

export type StopBlock = {
  type: StopType;
  heading: { line: Line; seg: Segment; type: StopType | null };
  /** Lines of the block in reading order, limited to [x0, x1) when stops sit side by side. */
  lines: Line[];
  x0: number;
  x1: number;
  address: Address;
};

// "Stop 2:", "Stop 2 of 3 -", "# 2:", "2.", "2)", "2 -" (a bar's "2 - PICKUP 1"), "2 DELIVERY 1" alone (an app's list),
// and the clause marks of prose: "(b)", "(2)".
const STOP_PREFIX = String.raw`(?:(?:stop\s*(?:#|no\.?)?|#)\s*\d+(?:\s*of\s*\d+)?\s*[:.)-]?\s*)?(?:\d{1,2}\s*(?:[.)]|[-\u2013](?=\s))\s*|\d{1,2}\s+(?=[A-Za-z]+(?:\s[A-Za-z]+)?(?:\s+\d{1,2})?$)|\(\s*(?:[a-h]|\d{1,2})\s*\)\s*)?`;
// Prose opens a stop with a linking word ("Then deliver to ...", "Also pick up ...") or with whom
// it is told to ("Driver will load at ...").
const PROSE_LEAD = String.raw`(?:(?:then|also|next|and|please|finally)\s+|${SUBJECT_LEAD})?`;
const HEADING = new RegExp(`^${STOP_PREFIX}${PROSE_LEAD}(?:(${PICKUP_WORDS})|(${DELIVERY_WORDS}))(?![a-z])(.*)$`, 'i');
const GENERIC_STOP = /^stop\s*(?:#|no\.?)?\s*(\d+)\b(.*)$/i;
// What follows a heading word when it is a label of something else, not the start of a stop.
const NOT_A_HEADING =
  /^\s*(?:instructions?|notes?|requirements?|description|comments?|directions|hours|appointment|window|key|ticket|code|tag|pass|slot|numbers?\s*:|no\.?\s*[:#]|no\.\s|#\s*(?!\d)|reference|ref\b|po\b|confirmation|contact|phone|email|by\b|charges?|pay\b|fee)/i;
// A line starting with one of these closes the stop before it: the carrier, rate or terms sections.
const SECTION_END =
  /^(?:carrier\b(?!\s*(?:instructions|notes))|broker\b|rates?\b(?!\s*con)|charges\b|total\b|terms\b|agreement\b|signature\b|billing\b|invoic|payment|remit|accessorial|page\s+\d+\s+of)/i;

// A house number, then a city and a state with its ZIP code, further on in the same sentence.
// The street may run into the city with a comma only before the state ("12 Main St Troy, OH 45373").
const ADDRESS_IN_SENTENCE =
  /\b\d+\s+[A-Za-z][^,]*,\s*[A-Za-z .'-]+,?\s+[A-Z]{2}\s+\d{5}\b|\b\d+\s+[A-Za-z][A-Za-z0-9 .'#-]*,\s*[A-Z]{2}\s+\d{5}\b/;

const MAX_BLOCK_LINES = 24;
const MAX_ANCHOR_DISTANCE = 12;

type Candidate = { type: StopType | null; line: Line; seg: Segment; bare: boolean };

// A stop's code alone in its cell: "PU1", "SO2", "P1", "DL 2", the kind in its letters.
const STOP_CODE = /^([A-Za-z]{1,4})\s*#?\s*\d{1,2}$/;

function classify(text: string): { type: StopType | null; bare: boolean } | null {
  const code = text.trim().match(STOP_CODE);
  const coded = code?.[1] ? kindOfCell(code[1]) : null;
  if (coded) return { type: coded, bare: false };
  const m = text.match(HEADING);
  if (m) {
    const rest = m[3] ?? '';
    if (NOT_A_HEADING.test(rest)) return null;
    // Long running text that merely starts with "Delivery ..." is a sentence, not a heading, unless
    // the sentence gives the stop's address ("Pick up Acme at 12 Main St, Troy, OH 45373 on ...").
    if (rest.trim().split(/\s+/).length > 9 && !/^\s*[:#\d]/.test(rest) && !ADDRESS_IN_SENTENCE.test(rest)) return null;
    return { type: m[1] ? 'pickup' : 'delivery', bare: rest.trim() === '' || /^\s+\d+\s+[A-Za-z]/.test(rest) };
  }
  const g = text.match(GENERIC_STOP);
  if (g && !NOT_A_HEADING.test(g[2] ?? '')) return { type: null, bare: false };
  return null;
}

function candidates(doc: TextDoc): Candidate[] {
  const out: Candidate[] = [];
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const c = classify(seg.text);
      if (c) out.push({ ...c, line, seg });
      else if (NUMBER_MARK.test(seg.text)) {
        const kind = kindAbove(out, line, seg);
        if (kind) out.push({ type: kind, bare: false, line, seg });
      }
    }
  }
  return out;
}

// "#2" alone in its cell: the next stop of the column's kind ("PICK" over "#1" and "#2").
const NUMBER_MARK = /^#\s*\d{1,2}$/;

/** The kind of the nearest heading above a segment in its column, on the same page. */
function kindAbove(found: Candidate[], line: Line, seg: Segment): StopType | null {
  for (let i = found.length - 1; i >= 0; i--) {
    const c = found[i];
    if (!c || c.line.page !== line.page || line.index - c.line.index > MAX_BLOCK_LINES) return null;
    if (c.type && Math.abs(c.seg.x0 - seg.x0) < 2 * lineHeight(line)) return c.type;
  }
  return null;
}

/** Horizontal room of a heading: the whole width, or its column when another heading shares the line. */
function spanOf(c: Candidate, all: Candidate[], doc?: TextDoc): [number, number] {
  const sameLine = all.filter((o) => o.line === c.line).sort((a, b) => a.seg.x0 - b.seg.x0);
  if (sameLine.length < 2)
    return [
      titleOfRightColumn(c, doc) ? c.seg.x0 - 4 : Number.NEGATIVE_INFINITY,
      doc ? columnEnd(doc, c) : Number.POSITIVE_INFINITY,
    ];
  const i = sameLine.indexOf(c);
  const next = sameLine[i + 1];
  return [i === 0 ? Number.NEGATIVE_INFINITY : c.seg.x0 - 4, next ? next.seg.x0 - 4 : Number.POSITIVE_INFINITY];
}

/**
 * A stop's title in a column right of another (a sidebar of the load's facts left of the stops): the
 * last text of its line, with no day or hour, far right of the text before it. The other column's
 * lines are not the stop's.
 */
function titleOfRightColumn(c: Candidate, doc?: TextDoc): boolean {
  const segs = c.line.segments;
  const i = segs.indexOf(c.seg);
  const before = segs[i - 1];
  if (i === 0 && segs.length === 1 && doc) return columnLeftOf(doc, c);
  if (i !== segs.length - 1 || !before || (before === segs[0] && BARE_NUMBER.test(before.text.trim()))) return false;
  if (findDates(c.line.text).length || findTimes(c.line.text).length) return false;
  // Captions down the left ("Type | PICKUP") are the stop's own; the other column holds values.
  return c.seg.x0 - before.x1 > 3 * lineHeight(c.line) && /\d/.test(before.text);
}

/**
 * A title alone on its line with a column of other text left of it: on the lines under it, the
 * stop's text starts at the title's edge, the other column's ends a gutter short of it, and nothing
 * runs across.
 */
function columnLeftOf(doc: TextDoc, c: Candidate): boolean {
  const h = lineHeight(c.line);
  const lines = doc.lines.slice(c.line.index + 1, c.line.index + 6).filter((l) => l.page === c.line.page);
  const edge = c.seg.x0;
  if (lines.some((l) => l.segments.some((s) => s.x0 < edge - 4 && s.x1 > edge - 2))) return false;
  const own = lines.filter((l) => l.segments.some((s) => s.x0 >= edge - 4)).length;
  const left = lines.flatMap((l) => l.segments.filter((s) => s.x1 < edge - 3 * h));
  const other = new Set(left.map((s) => s.top)).size;
  return own >= 3 && other >= 2 && left.some((s) => /\d/.test(s.text));
}

/**
 * Where a stop's column ends when the page has a second column beside it (the broker's details,
 * the charges): the left edge of text that starts well right of the stop's own lines, on at least
 * two of the lines under the heading.
 */
function columnEnd(doc: TextDoc, c: Candidate): number {
  const lines = doc.lines.slice(c.line.index, c.line.index + 5).filter((l) => l.page === c.line.page);
  const own = lines.flatMap((l) => l.segments.filter((s) => s.x0 >= c.seg.x0 - 4 && s.x0 < c.seg.x0 + 40));
  if (own.length < 3) return Number.POSITIVE_INFINITY;
  const ownEnd = Math.max(...own.map((s) => s.x1));
  // Far enough that it is not the values of the stop's own "Label: value" pairs.
  const gap = 8 * lineHeight(c.line);
  // Text the stop's own lines run across ("Acme Foods, 12 Main St, ..." over "Appt ... | PU# ...") is
  // no column beside it.
  const reach = Math.max(...lines.flatMap((l) => l.segments.filter((s) => s.x0 <= ownEnd + gap).map((s) => s.x1)));
  const beside = lines.flatMap((l) => l.segments.filter((s) => s.x0 > Math.max(ownEnd + gap, reach)));
  if (new Set(beside.map((s) => s.top)).size < 2) return Number.POSITIVE_INFINITY;
  // The stop's own second column holds its day, times and numbers; another block holds none.
  if (beside.some((s) => findDates(s.text).length || findTimes(s.text).length || captionField(s.text)))
    return Number.POSITIVE_INFINITY;
  return Math.min(...beside.map((s) => s.x0)) - 4;
}

/**
 * One column per stop with the rows' captions down the left ("Ref | 15985 | 45134724"): where stop
 * headings share a line and text stands left of the first, that text is a column of captions, and
 * its right edge is returned; null for any other layout.
 */
function captionEdge(c: Candidate, all: Candidate[]): number | null {
  const sameLine = all.filter((o) => o.line === c.line);
  if (sameLine.length < 2) return null;
  const edge = Math.min(...sameLine.map((o) => o.seg.x0)) - 4;
  const left = c.line.segments.filter((s) => s.x1 <= edge);
  return left.length && left.every((s) => captionField(s.text) !== null) ? edge : null;
}

/** A stop column's line with its row's caption put before its value, as "Caption: value". */
function withRowCaption(doc: TextDoc, clipped: Line, edge: number): Line {
  const row = doc.lines[clipped.index];
  const caption = row?.segments
    .filter((s) => s.x1 <= edge)
    .map((s) => s.text.replace(/:$/, ''))
    .join(' ');
  const [first, ...rest] = clipped.segments;
  if (!caption || !first) return clipped;
  const segments = [{ ...first, text: `${caption}: ${first.text}` }, ...rest];
  return { ...clipped, segments, text: segments.map((s) => s.text).join('  ') };
}

function clip(line: Line, [x0, x1]: [number, number]): Line {
  if (x0 === Number.NEGATIVE_INFINITY && x1 === Number.POSITIVE_INFINITY) return line;
  const segments = line.segments.filter((s) => s.x0 >= x0 && s.x0 < x1);
  return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
}

function blockLines(doc: TextDoc, c: Candidate, all: Candidate[], span: [number, number]): Line[] {
  const nextHeading = all.find((o) => o.line.index > c.line.index);
  const end = Math.min(nextHeading ? nextHeading.line.index : doc.lines.length, c.line.index + MAX_BLOCK_LINES);
  const lines: Line[] = [];
  let indent: number | null = null;
  for (let i = c.line.index; i < end; i++) {
    const line = doc.lines[i];
    if (!line || line.page !== c.line.page) break;
    const clipped = clip(line, span);
    const first = clipped.segments[0];
    if (i > c.line.index && first && SECTION_END.test(first.text)) break;
    // A stop printed indented under its own title line ends where the text steps back out to it.
    if (first && i === c.line.index + 1 && c.line.segments.length === 1)
      indent = first.x0 > c.seg.x0 + 8 ? first.x0 : null;
    if (first && indent !== null && i > c.line.index + 1 && first.x0 < c.seg.x0 + 4) {
      if (!termOverValues(doc, clipped, span, indent)) break;
    }
    lines.push(clipped);
  }
  return lines;
}

// A term of a definition list: a few words alone on their line ("Ready:", "Shipper Ref", "Delivery #").
const TERM = /^[A-Za-z][A-Za-z .'/&()-]{0,28}(?::|#|\bref\.?|\bno\.?)?$/i;

/**
 * "Ready:" with "Feb 24, 2026 6:00 AM" indented on the line under it: a definition list steps back
 * out for each term and in again for its values, so a term over indented values stays in the stop.
 */
function termOverValues(doc: TextDoc, line: Line, span: [number, number], indent: number): boolean {
  const term = line.segments[0];
  if (line.segments.length !== 1 || !term) return false;
  const text = term.text.trim();
  if (!TERM.test(text) || text.split(/\s+/).length > 4) return false;
  if (!/[:#]$/.test(text) && captionField(text) === null) return false;
  const next = doc.lines[line.index + 1];
  const value = next && next.page === line.page ? clip(next, span).segments[0] : undefined;
  return !!value && value.x0 > term.x0 + 8 && Math.abs(value.x0 - indent) < lineHeight(line) * 2;
}

function addressesOf(doc: TextDoc): Address[] {
  const out: Address[] = [];
  for (const line of doc.lines) {
    const found = line.segments.flatMap((seg) => {
      const a = findAddress(seg.text);
      return a ? [{ ...a, line, seg }] : [];
    });
    if (found.length) out.push(...found);
    else {
      const paired = pairedAddresses(doc, line);
      const wrapped = paired.length ? paired : wrappedAddresses(doc, line);
      out.push(...(wrapped.length ? wrapped : partedAddresses(line)));
    }
  }
  return out;
}

// "Columbus," over "NE 68602", or "Columbus, NE" over "68602": a narrow column wraps the address end.
const WRAPPED_HEAD = /^[A-Za-z][A-Za-z .'-]{1,30},(?:\s*[A-Z]{2})?$/;
const WRAPPED_TAIL = /^(?:[A-Z]{2},?\s+)?\d{5}(?:-\d{4})?\b/;

/** An address whose state and ZIP wrapped onto the line below, read from the city's segment. */
function wrappedAddresses(doc: TextDoc, line: Line): Address[] {
  const next = doc.lines[line.index + 1];
  if (!next || next.page !== line.page) return [];
  const out: Address[] = [];
  for (const seg of line.segments) {
    if (!WRAPPED_HEAD.test(seg.text.trim())) continue;
    const under = next.segments.find((s) => Math.abs(s.x0 - seg.x0) < lineHeight(line));
    if (!under || !WRAPPED_TAIL.test(under.text.trim())) continue;
    const a = findAddress(`${seg.text.trim()} ${under.text.trim()}`);
    if (a && !/^\d/.test(under.text.trim()) === /,$/.test(seg.text.trim())) out.push({ ...a, line, seg });
  }
  return out.length ? out : sentenceWrapped(next, line);
}

// A sentence that wraps between the state and its ZIP: "... 12 Main St, Troy, OH" over "45373; Date: ...".
const ENDS_AT_STATE = /,\s*([A-Z]{2})$/;
const OPENS_WITH_ZIP = /^(\d{5}(?:-\d{4})?)(?=$|[;,.)]|\s+(?![A-Za-z]))/;

/** An address run on from a line ending at its state to the ZIP that opens the next line, at the same left edge. */
function sentenceWrapped(next: Line, line: Line): Address[] {
  const out: Address[] = [];
  for (const seg of line.segments) {
    const text = seg.text.trim();
    const state = text.match(ENDS_AT_STATE)?.[1];
    if (!state || !US_STATES.has(state)) continue;
    const under = next.segments.find((s) => Math.abs(s.x0 - seg.x0) < lineHeight(line));
    const zip = under?.text.trim().match(OPENS_WITH_ZIP)?.[1];
    const a = zip ? findAddress(`${text} ${zip}`) : null;
    if (a) out.push({ ...a, line, seg });
  }
  return out;
}

const isCaption = (text: string) => captionField(text) !== null;

/**
 * "City: Salina  State: KS  Zip: 67401": an address printed as key/value pairs, per column of
 * pairs, or stacked with the state and ZIP on the lines under the city ("City | Salina" over
 * "State | KS" over "Zip | 67401").
 */
function pairedAddresses(doc: TextDoc, line: Line): Address[] {
  const under = [1, 2].flatMap((k) => {
    const l = doc.lines[line.index + k];
    return l && l.page === line.page ? [l] : [];
  });
  const pairs = keyValuePairs([line, ...under], isCaption);
  const out: Address[] = [];
  for (const [i, city] of pairs.entries()) {
    if (city.line !== line || captionField(city.key) !== 'city') continue;
    const rest = pairs.slice(i + 1, i + 3);
    const state =
      rest
        .find((p) => captionField(p.key) === 'state')
        ?.value.trim()
        .toUpperCase() ?? '';
    const zip = rest.find((p) => captionField(p.key) === 'zip')?.value.match(/^\d{5}(?:-\d{4})?$/)?.[0] ?? null;
    if (!US_STATES.has(state) || !/^[A-Za-z][A-Za-z .'-]+$/.test(city.value)) continue;
    out.push({ city: city.value.trim(), state, zip, before: '', line, seg: city.seg });
  }
  return out;
}

/**
 * The heading an address belongs to: the nearest one above it (or on its line, to its left) whose
 * column holds the address, within a few lines.
 */
function ownerOf(doc: TextDoc, address: Address, all: Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of all) {
    const i = c.line.index;
    const j = address.line.index;
    if (i > j || j - i > MAX_ANCHOR_DISTANCE || c.line.page !== address.line.page) continue;
    const [x0, x1] = spanOf(c, all, doc);
    if (address.seg.x0 < x0 - 4 || address.seg.x0 >= x1) continue;
    // Headings stand at or left of their stop's text, never to its right, unless alone on their
    // line (a section title centred over its fields).
    if (c.seg !== address.seg && headingLeft(c) > address.seg.x0 + 8 && c.line.segments.length > 1) continue;
    if (!best || i > best.line.index || (i === best.line.index && c.seg.x0 > best.seg.x0)) best = c;
  }
  return best;
}

// A stop's number alone in its cell before the kind ("1 | SHIPPER" in a card's band).
const BARE_NUMBER = /^#?\s*\d{1,2}[.)]?$/;

/** Where a heading's stop starts: at its number when the number opens the line in a cell of its own. */
function headingLeft(c: Candidate): number {
  const i = c.line.segments.indexOf(c.seg);
  const before = c.line.segments[i - 1];
  return i === 1 && before && BARE_NUMBER.test(before.text.trim()) ? before.x0 : c.seg.x0;
}

/** The stops of the document in order, each with its lines and the address that anchors it. */
export function stopBlocks(doc: TextDoc): StopBlock[] {
  const all = candidates(doc);
  // Headings without an address of their own are labels ("Pick Up Date", "Delivery Instructions");
  // the stop before them keeps their lines.
  const owned = new Map<Candidate, Address>();
  for (const address of addressesOf(doc)) {
    const owner = ownerOf(doc, address, all);
    if (owner && !owned.has(owner)) owned.set(owner, address);
  }
  const kept = all.filter((c) => owned.has(c));
  const blocks: StopBlock[] = [];
  for (const c of kept) {
    const address = owned.get(c);
    if (!address) continue;
    const span = spanOf(c, kept, doc);
    const edge = captionEdge(c, kept);
    if (edge !== null) span[0] = Math.max(span[0], edge);
    const lines = blockLines(doc, c, kept, span).map((l) => (edge === null ? l : withRowCaption(doc, l, edge)));
    // A bare row label ("Pickup", "DROP") sits mid-row: the row's first line (date, name) is just above.
    const above = doc.lines[c.line.index - 1];
    const previous = blocks.at(-1);
    const title = c.line.segments.length === 1;
    // A row of captions ("SHIP FROM  SHIP TO  Notes") heads a table: the line above is not its row's.
    // A card's band that numbers its stop before the kind ("1 | SHIPPER") opens the stop.
    if (
      c.bare &&
      !title &&
      headingLeft(c) === c.seg.x0 &&
      !isHeadingRow(c.line) &&
      above &&
      above.page === c.line.page &&
      // Mid-row: the row's first line close over it, not a line of the head a blank band above.
      c.line.top - above.bottom < lineHeight(c.line) * 0.8 &&
      !(previous && previous.address.line.index >= above.index)
    ) {
      if (!candidates({ lines: [above], pageCount: 1 }).length && !isHeadingRow(above))
        lines.unshift(clip(above, span));
    }
    blocks.push({ type: c.type ?? 'delivery', heading: c, lines, x0: span[0], x1: span[1], address });
  }
  // A numbered "Stop n" without a word for its kind: its own "Type:" or the one kind its first
  // lines mention, else the first is a pickup and the rest deliveries.
  for (const [i, b] of blocks.entries()) {
    if (b.heading.type === null) b.type = kindInside(b) ?? (i === 0 ? 'pickup' : 'delivery');
  }
  return sideBySideOrder(dedupe(withStackedStops(blocks)));
}

/**
 * Pickups printed in a column beside the deliveries ("Shipper 1 | Consignee 1" rows): reading order
 * interleaves them, the load does them in kind order, so pickups come first, each kind in its order.
 */
function sideBySideOrder(blocks: StopBlock[]): StopBlock[] {
  const paired = blocks.some((b, i) =>
    blocks.some((o, j) => j !== i && o.heading.line === b.heading.line && o.type !== b.type),
  );
  if (!paired) return blocks;
  return [...blocks.filter((b) => b.type === 'pickup'), ...blocks.filter((b) => b.type === 'delivery')];
}

function kindInside(b: StopBlock): StopType | null {
  const typed = pairValue(keyValuePairs(b.lines), /^(?:stop\s*)?(?:type|event|activity|action)$/i);
  if (typed) return kindOfCell(typed.value.split(/\s+/)[0] ?? '');
  return kindMentioned(b.lines.slice(1, 4).map((l) => l.text));
}

/** The same stop printed twice (a driver copy on a later page) is kept once. */
function dedupe(blocks: StopBlock[]): StopBlock[] {
  const key = (b: StopBlock) => `${b.type}|${b.address.city}|${b.address.state}|${b.address.zip ?? ''}`.toLowerCase();
  return blocks.filter(
    (b, i) => !blocks.slice(0, i).some((o) => key(o) === key(b) && o.heading.line.page !== b.heading.line.page),
  );
}
