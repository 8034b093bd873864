import { type Address, findAddress } from './addresses';
import { isHeadingRow } from './doc-query';
import type { Line, Segment, TextDoc } from './layout';

/**
 * Stop segmentation: finds the headings that open a pickup or a delivery ("Shipper", "Pick Up",
 * "Stop 2: Delivery", "Consignee", "DROP"...), gives each the lines up to the next heading (a column
 * of the page when two stops sit side by side), and keeps those whose lines hold an address.
 */

export type StopType = 'pickup' | 'delivery';

export type StopBlock = {
  type: StopType;
  heading: { line: Line; seg: Segment; type: StopType | null };
  /** Lines of the block in reading order, limited to [x0, x1) when stops sit side by side. */
  lines: Line[];
  x0: number;
  x1: number;
  address: Address;
};

const STOP_PREFIX = String.raw`(?:stop\s*(?:#|no\.?)?\s*\d+\s*[:.)-]?\s*)?(?:\d+\s*[.)]\s*)?`;
const PICKUP = String.raw`pick[\s-]?ups?|pickup|p\/u|pu|shipper|origin|loading|load\s+at|pick`;
const DELIVERY = String.raw`deliver(?:y|ies)?|consignee|receiver|drop[\s-]?off|drop|dropoff|destination|d\/r|stop[\s-]?off|unload(?:ing)?\s+at|final\s+delivery|final\s+destination`;
const HEADING = new RegExp(`^${STOP_PREFIX}(?:(${PICKUP})|(${DELIVERY}))(?![a-z])(.*)$`, 'i');
const GENERIC_STOP = /^stop\s*(?:#|no\.?)?\s*(\d+)\b(.*)$/i;
// What follows a heading word when it is a label of something else, not the start of a stop.
const NOT_A_HEADING =
  /^\s*(?:instructions?|notes?|requirements?|description|comments?|directions|hours|appointment|window|numbers?\s*:|#\s*(?!\d)|reference|ref\b|po\b|confirmation|contact|phone|email|by\b|charges?|pay\b|fee)/i;
// A line starting with one of these closes the stop before it: the carrier, rate or terms sections.
const SECTION_END =
  /^(?:carrier\b(?!\s*(?:instructions|notes))|broker\b|rates?\b(?!\s*con)|charges\b|total\b|terms\b|agreement\b|signature\b|billing\b|invoic|payment|remit|accessorial|page\s+\d+\s+of)/i;

const MAX_BLOCK_LINES = 24;
const MAX_ANCHOR_DISTANCE = 12;

type Candidate = { type: StopType | null; line: Line; seg: Segment; bare: boolean };

function classify(text: string): { type: StopType | null; bare: boolean } | null {
  const m = text.match(HEADING);
  if (m) {
    const rest = m[3] ?? '';
    if (NOT_A_HEADING.test(rest)) return null;
    // Long running text that merely starts with "Delivery ..." is a sentence, not a heading.
    if (rest.trim().split(/\s+/).length > 9 && !/^\s*[:#\d]/.test(rest)) return null;
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
    }
  }
  return out;
}

/** Horizontal room of a heading: the whole width, or its column when another heading shares the line. */
function spanOf(c: Candidate, all: Candidate[]): [number, number] {
  const sameLine = all.filter((o) => o.line === c.line).sort((a, b) => a.seg.x0 - b.seg.x0);
  if (sameLine.length < 2) return [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const i = sameLine.indexOf(c);
  const next = sameLine[i + 1];
  return [i === 0 ? Number.NEGATIVE_INFINITY : c.seg.x0 - 4, next ? next.seg.x0 - 4 : Number.POSITIVE_INFINITY];
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
  for (let i = c.line.index; i < end; i++) {
    const line = doc.lines[i];
    if (!line || line.page !== c.line.page) break;
    const clipped = clip(line, span);
    const first = clipped.segments[0];
    if (i > c.line.index && first && SECTION_END.test(first.text)) break;
    lines.push(clipped);
  }
  return lines;
}

function addressesOf(doc: TextDoc): Address[] {
  const out: Address[] = [];
  for (const line of doc.lines) {
    for (const seg of line.segments) {
      const a = findAddress(seg.text);
      if (a) out.push({ ...a, line, seg });
    }
  }
  return out;
}

/**
 * The heading an address belongs to: the nearest one above it (or on its line, to its left) whose
 * column holds the address, within a few lines.
 */
function ownerOf(address: Address, all: Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of all) {
    const i = c.line.index;
    const j = address.line.index;
    if (i > j || j - i > MAX_ANCHOR_DISTANCE || c.line.page !== address.line.page) continue;
    const [x0, x1] = spanOf(c, all);
    if (address.seg.x0 < x0 - 4 || address.seg.x0 >= x1) continue;
    // Headings stand at or left of their stop's text, never to its right.
    if (c.seg !== address.seg && c.seg.x0 > address.seg.x0 + 8) continue;
    if (!best || i > best.line.index || (i === best.line.index && c.seg.x0 > best.seg.x0)) best = c;
  }
  return best;
}

/** The stops of the document in order, each with its lines and the address that anchors it. */
export function stopBlocks(doc: TextDoc): StopBlock[] {
  const all = candidates(doc);
  // Headings without an address of their own are labels ("Pick Up Date", "Delivery Instructions");
  // the stop before them keeps their lines.
  const owned = new Map<Candidate, Address>();
  for (const address of addressesOf(doc)) {
    const owner = ownerOf(address, all);
    if (owner && !owned.has(owner)) owned.set(owner, address);
  }
  const kept = all.filter((c) => owned.has(c));
  const blocks: StopBlock[] = [];
  for (const c of kept) {
    const address = owned.get(c);
    if (!address) continue;
    const span = spanOf(c, kept);
    const lines = blockLines(doc, c, kept, span);
    // A bare row label ("Pickup", "DROP") sits mid-row: the row's first line (date, name) is just above.
    const above = doc.lines[c.line.index - 1];
    const previous = blocks.at(-1);
    if (c.bare && above && above.page === c.line.page && !(previous && previous.address.line.index >= above.index)) {
      if (!candidates({ lines: [above], pageCount: 1 }).length && !isHeadingRow(above))
        lines.unshift(clip(above, span));
    }
    blocks.push({ type: c.type ?? 'delivery', heading: c, lines, x0: span[0], x1: span[1], address });
  }
  // A numbered "Stop n" without a word for its kind: the first is a pickup, the rest deliveries.
  for (const [i, b] of blocks.entries()) {
    if (b.heading.type === null) b.type = i === 0 ? 'pickup' : 'delivery';
  }
  return dedupe(blocks);
}

/** The same stop printed twice (a driver copy on a later page) is kept once. */
function dedupe(blocks: StopBlock[]): StopBlock[] {
  const key = (b: StopBlock) => `${b.type}|${b.address.city}|${b.address.state}|${b.address.zip ?? ''}`.toLowerCase();
  return blocks.filter(
    (b, i) => !blocks.slice(0, i).some((o) => key(o) === key(b) && o.heading.line.page !== b.heading.line.page),
  );
}
