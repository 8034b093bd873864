import { findAddress, STREET_START } from './addresses';
import { type Line, lineHeight, mapLines, mapSegments, type Segment, type TextDoc } from './layout';
import { DELIVERY_WORDS, kindOfCell, PICKUP_WORDS, type StopType } from './stop-vocabulary';
import { findDates } from './values';

/**
 * Stops under headings in words the reader does not know ("Load Point 1", "Supplier Dock",
 * "Departure Point"): a broker may call a pickup anything, but a stop still prints a heading, then
 * a place ("City, ST 12345") and a day. Each place with a day beside or under it is traced up to
 * the nearest short heading that stands alone on its line (or heads a row of a table, or shares its
 * line only with such headings, one over each column that holds a place); the kind comes from a
 * known kind word where the heading has one, else from the order of the headings' wordings (the
 * first wording the pickups', the second the deliveries'). Each heading is reworded "Pickup 2",
 * "Delivery 1" for the stop readers. Letterhead and party boxes hold a place but no stop heading
 * over it (a company name, a title beside it, a caption with its value), and are left alone.
 */

// A heading: one to four words of letters, then its number, then perhaps its place in the trip
// ("Dock 1 (Stop 3)"); a list mark before it ("1.") may stand apart.
const HEADING =
  /^([A-Za-z][A-Za-z'&-]*(?: [A-Za-z][A-Za-z'&-]*){0,3})(?: (\d{1,2})(?: of \d{1,2})?)?(?:\s*(\(stop #?\d{1,2}\)))?$/i;
// Words that make a short line a company's name, a title or a caption, not a stop's heading.
const NOT_HEADING =
  /\b(?:llc|inc|corp|co|ltd|key|ticket|code|tag|pass|slot|company|logistics|freight|transport|trucking|brokerage|carrier|broker|confirmation|agreement|order|tender|rate|total|charges?|page|stop|stops|schedule|details|information|instructions|notes|terms|date|day|time|hours|phone|e-?mail|name|address|street|location|city|state|zip|ref|references?|number|no|po|from|to|leg|id|created|issued|bol|contact|email|fax|mc|dot|weight|commodity|equipment|van|reefer|flatbed|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)\b/i;
// A section's one word over the load's facts, not a stop.
const SECTION_WORD = /^(?:load|shipment|cargo|office|billing|remit|dispatch|route|[a-z]{1,2})$/i;
const KNOWN_PICKUP = new RegExp(`^(?:${PICKUP_WORDS})(?![a-z])`, 'i');
const KNOWN_DELIVERY = new RegExp(`^(?:${DELIVERY_WORDS})(?![a-z])`, 'i');
const LIST_MARK = /^\d{1,2}\s*[.)]$/;
const LOOK_UP = 8;

type Heading = {
  line: Line;
  seg: Segment;
  phrase: string;
  number: string | null;
  below?: Segment[];
  tail?: string;
  colon?: boolean;
};

function headingOf(line: Line, seg: Segment, doc?: TextDoc): Heading | null {
  const text = seg.text.trim();
  if (doc && continues(doc, line, seg)) return null;
  if (text.length > 40) return null;
  const m = text.match(HEADING);
  if (!m?.[1] || NOT_HEADING.test(m[1]) || SECTION_WORD.test(m[1])) return null;
  return { line, seg, phrase: m[1].toLowerCase(), number: m[2] ?? null, tail: m[3] };
}

/** Whether a segment carries on the text of the line above in its column (a name wrapped in its cell). */
function continues(doc: TextDoc, line: Line, seg: Segment): boolean {
  const above = doc.lines[line.index - 1];
  if (!above || above.page !== line.page || line.top - above.bottom > lineHeight(line) * 0.8) return false;
  return above.segments.some((s) => Math.abs(s.x0 - seg.x0) < 2);
}

const knownKind = (phrase: string): StopType | null =>
  KNOWN_PICKUP.test(phrase) ? 'pickup' : KNOWN_DELIVERY.test(phrase) ? 'delivery' : kindOfCell(phrase);

/**
 * Whether the line under a heading opens a stop's fields, not its street: a facility's name over
 * its street is the stop's first line, not its heading.
 */
function overFields(doc: TextDoc, h: Heading, end: number): boolean {
  const right = Math.min(h.seg.x1, end);
  for (let i = h.line.index + 1; i <= h.line.index + 3; i++) {
    const next = doc.lines[i];
    if (!next || next.page !== h.line.page) return false;
    const first = next.segments.find((s) => s.x1 > h.seg.x0 - 2 && s.x0 < right);
    if (first) return !STREET_START.test(first.text) && !endsInPlace(first);
  }
  return false;
}

/**
 * A segment that ends in a place, or a sentence that does: "Troy, OH 45373", "12 Main St, Troy, OH",
 * "Troy OH 45373", "Acme, 12 Main St, Troy, OH 45373. Appt ...".
 */
const isPlace = (seg: Segment) =>
  /(?:,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?|[a-z] [A-Z]{2}\s+\d{5}(?:-\d{4})?)(?:[.;](?:\s.*)?)?$/.test(seg.text) &&
  !!findAddress(seg.text);
/** A segment that is an address and no more (what a name over it in its cell would be the first line of). */
const endsInPlace = (seg: Segment) => /,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/.test(seg.text) && isPlace(seg);

/** A place whose ZIP wrapped onto the line under it in its cell ("12 Main St, Troy, OH" over "45373"). */
function zipWrapped(doc: TextDoc, line: Line, seg: Segment): boolean {
  if (!/,\s*[A-Z]{2}$/.test(seg.text)) return false;
  const next = doc.lines[line.index + 1];
  const zip = next?.page === line.page ? next.segments.find((s) => Math.abs(s.x0 - seg.x0) < 2) : undefined;
  return !!zip && /^\d{5}(?:-\d{4})?$/.test(zip.text.trim()) && !!findAddress(`${seg.text} ${zip.text.trim()}`);
}

/** The heading over a place, or null: the nearest line above (or its own row) that opens a stop there. */
function headingOver(doc: TextDoc, place: Line, seg: Segment): Heading | null {
  return knownOver(doc, place, seg) ?? unknownOver(doc, place, seg);
}

/** The nearest heading the reader knows over a place, within the lines a stop holds. */
function knownOver(doc: TextDoc, place: Line, seg: Segment): Heading | null {
  for (let i = place.index; i >= 0 && place.index - i <= LOOK_UP; i--) {
    const line = doc.lines[i];
    if (!line || line.page !== place.page) return null;
    const rest = line.segments.filter((s) => !LIST_MARK.test(s.text.trim()));
    // A heading stands alone, in a row of headings, or opens a table row: a caption with its value is none.
    const shaped = (s: Segment) => s.text.length <= 40 && HEADING.test(s.text.trim());
    if (!rest.every(shaped) && !(rest.length >= 3 && findDates(line.text).length > 0)) continue;
    for (const s of rest) {
      const m = s.x0 < seg.x1 && shaped(s) ? s.text.trim().match(HEADING) : null;
      if (m?.[1] && !NOT_HEADING.test(m[1]) && knownKind(m[1]))
        return { line, seg: s, phrase: m[1].toLowerCase(), number: m[2] ?? null };
    }
  }
  return null;
}

/**
 * A heading run in before its stop's paragraph ("Dock 1:  Acme Foods, 12 Main St, Troy, OH 45373.
 * Appt ..."), the paragraph's lines hung at the indent of its first: the heading cell ends in a
 * colon, the place is in the paragraph.
 */
function runInHeading(doc: TextDoc, line: Line, place: Line, seg: Segment): Heading | null {
  const [first, second] = line.segments;
  if (!first || !second || !/:\s*$/.test(first.text) || Math.abs(second.x0 - seg.x0) > 2) return null;
  for (let i = line.index + 1; i <= place.index; i++) {
    const l = doc.lines[i];
    if (!l || (l.segments[0]?.x0 ?? 0) < second.x0 - 2) return null;
  }
  const h = headingOf(line, { ...first, text: first.text.replace(/\s*:\s*$/, '') }, doc);
  return h ? { ...h, seg: first, colon: true } : null;
}

function unknownOver(doc: TextDoc, place: Line, seg: Segment): Heading | null {
  for (let i = place.index; i >= 0 && place.index - i <= LOOK_UP; i--) {
    const line = doc.lines[i];
    if (!line || line.page !== place.page) return null;
    const runIn = runInHeading(doc, line, place, seg);
    if (runIn) return runIn;
    const rest = line.segments.filter((s) => !LIST_MARK.test(s.text.trim()));
    const banded = i < place.index ? (bandHeading(doc, line) ?? besideColumn(doc, line, seg)) : null;
    if (banded && overFields(doc, banded, Number.POSITIVE_INFINITY)) return banded;
    const heads = rest.map((s) => headingOf(line, s, doc));
    // A heading alone on its line, a row of headings each over a place, or the first cell of a table row.
    if (rest.length === 1 && heads[0] && i < place.index) {
      if (overFields(doc, heads[0], Number.POSITIVE_INFINITY)) return heads[0];
      continue;
    }
    if (rest.length > 1 && heads.every(Boolean) && i < place.index) {
      const over = (heads as Heading[]).filter((h, k) => {
        const next = rest[k + 1];
        return h.seg.x0 <= seg.x0 + 2 && (!next || next.x0 > seg.x0);
      });
      const opens = (h: Heading | null, k: number) =>
        !!h && placeBelow(doc, line, h, rest[k + 1]) && overFields(doc, h, rest[k + 1]?.x0 ?? Number.POSITIVE_INFINITY);
      if (over.length === 1 && heads.every(opens)) return over[0] as Heading;
      continue;
    }
    const beside = i < place.index ? besideOtherColumn(doc, line, rest, seg) : null;
    if (beside) return beside;
    if (rest.length >= 3 && findDates(line.text).length > 0) {
      // A row's kind cell carries its number ("Dock 2"), wrapped under it in a narrow column or not:
      // a name cell beside the place does not.
      const row = rest
        .map((s) => (spansColumn(s, seg) ? null : wrappedCell(doc, line, s)))
        .filter((h): h is Heading => !!h?.number);
      if (row.length === 1) return row[0] as Heading;
    }
  }
  return null;
}

const STOP_NUMBER = /^\d{1,2}$/;

/**
 * A stop card's band: the stop's number in a cell of its own, the heading, and the day set apart at
 * the right ("1 | LOADOUT | Fri 4/17/2026"); the heading takes the number.
 */
function bandHeading(doc: TextDoc, line: Line): Heading | null {
  const [first, second, ...others] = line.segments;
  if (!first || !second || !STOP_NUMBER.test(first.text.trim()) || others.length > 1) return null;
  const day = others[0];
  if (day && (!findDates(day.text).length || day.text.length > 30)) return null;
  const h = headingOf(line, second, doc);
  return h && !h.number ? { ...h, number: first.text.trim() } : null;
}

/**
 * A heading in a column right of another (the stops beside a sidebar of the load's facts): the last
 * text of its line, at the place's left edge, a gutter right of the other column's value.
 */
function besideColumn(doc: TextDoc, line: Line, place: Segment): Heading | null {
  const last = line.segments.at(-1);
  const before = line.segments.at(-2);
  const h = lineHeight(line);
  if (!last || !before || Math.abs(last.x0 - place.x0) > 2 * h || last.x0 - before.x1 < 3 * h) return null;
  // The other column's text is a value with a figure, not a caption whose value the last cell is.
  if (!/\d/.test(before.text) || line.segments.some((s) => /:\s*$/.test(s.text))) return null;
  return headingOf(line, last, doc);
}

/**
 * A numbered heading first on its line, over the place's column, the rest of the line a gutter right
 * of the place: the title of a column of the sheet's other facts beside the stops ("Dock 1 |
 * Charges"). Without its number, a letterhead's name beside the sheet's title reads the same.
 */
function besideOtherColumn(doc: TextDoc, line: Line, rest: Segment[], place: Segment): Heading | null {
  const [first, ...others] = rest;
  const gutter = lineHeight(line) * 3;
  if (!first || !others.length || first.x0 > place.x0 + 2 || others.some((s) => s.x0 < place.x1 + gutter)) return null;
  const h = headingOf(line, first, doc);
  return h?.number && overFields(doc, h, others[0]?.x0 ?? Number.POSITIVE_INFINITY) ? h : null;
}

/** A table cell read with the lines it wraps onto below it in its column ("Receiving" over "Dock 1"). */
function wrappedCell(doc: TextDoc, line: Line, seg: Segment): Heading | null {
  const own = headingOf(line, seg);
  if (own?.number) return own;
  const below: Segment[] = [];
  // A day run into a narrow kind cell from the next column ("Receiving Facility Feb 19"): kept apart.
  const day = findDates(seg.text).find((d) => d.end === seg.text.trimEnd().length && d.index > 0);
  const tail = day ? seg.text.slice(day.index).trim() : '';
  let text = seg.text.slice(0, day ? day.index : undefined).trim();
  for (let i = line.index + 1; i <= line.index + 2; i++) {
    const next = doc.lines[i]?.segments.find((s) => Math.abs(s.x0 - seg.x0) < 2);
    if (!next || next.text.length > 30 || next.text.startsWith('#')) break;
    below.push(next);
    text = `${text} ${next.text.trim()}`;
    const h = headingOf(line, { ...seg, text });
    if (h?.number) return { ...h, seg, below, tail };
  }
  return own;
}

/** Whether two segments stand in one column (the facility's cell over its own place). */
const spansColumn = (a: Segment, b: Segment) => a.x0 < b.x1 && b.x0 < a.x1;

/** Whether a place stands under a heading of a row of headings, within its column, before the next heading. */
function placeBelow(doc: TextDoc, line: Line, h: Heading, next: Segment | undefined): boolean {
  const end = next ? next.x0 : Number.POSITIVE_INFINITY;
  for (let i = line.index + 1; i < doc.lines.length && i - line.index <= LOOK_UP; i++) {
    const l = doc.lines[i];
    if (!l || l.page !== line.page) return false;
    if (l.segments.some((s) => s.x0 >= h.seg.x0 - 2 && s.x0 < end && isPlace(s))) return true;
  }
  return false;
}

/** Whether a day is printed on the heading's line or under it, before the place's line is two lines behind. */
function dayNear(doc: TextDoc, h: Heading, place: Line): boolean {
  for (let i = h.line.index; i <= place.index + 3 && i < doc.lines.length; i++) {
    const l = doc.lines[i];
    if (l && l.page === place.page && findDates(l.text).some((d) => d.month > 0)) return true;
  }
  return false;
}

/** The document with unknown stop headings reworded by kind; unchanged when no place has one. */
export function withUnnamedStops(doc: TextDoc): TextDoc {
  // Cheap check: two places at least, or no stops to find.
  const places: [Line, Segment][] = [];
  for (const line of doc.lines)
    for (const seg of line.segments) if (isPlace(seg) || zipWrapped(doc, line, seg)) places.push([line, seg]);
  if (places.length < 2) return doc;
  const found: Heading[] = [];
  for (const [line, seg] of places) {
    const h = headingOver(doc, line, seg);
    if (h && dayNear(doc, h, line) && !found.some((f) => f.seg === h.seg)) found.push(h);
  }
  if (!found.length) return doc;
  const phrases = [...new Set(found.map((h) => h.phrase))];
  const known = phrases.map(knownKind);
  if (phrases.length > 2 || known.every(Boolean)) return doc;
  const kinds = new Map<string, StopType>();
  if (phrases.length === 1) {
    const kind = beforeOrAfterKnown(doc, found);
    if (!kind) return doc;
    kinds.set(phrases[0] as string, kind);
    return reword(doc, found, kinds);
  }
  const [first, second] = phrases as [string, string];
  const [k1, k2] = known;
  kinds.set(first, k1 ?? (k2 === 'pickup' ? 'delivery' : 'pickup'));
  kinds.set(second, k2 ?? (kinds.get(first) === 'pickup' ? 'delivery' : 'pickup'));
  if (kinds.get(first) === kinds.get(second)) return doc;
  return reword(doc, found, kinds);
}

/**
 * One unknown wording beside headings the reader knows: stops before the first known delivery are
 * pickups, stops after the last known pickup deliveries.
 */
function beforeOrAfterKnown(doc: TextDoc, found: Heading[]): StopType | null {
  const known: [number, StopType][] = [];
  for (const line of doc.lines) {
    const rest = line.segments.filter((s) => !LIST_MARK.test(s.text.trim()));
    // Headings stand alone or in a row of headings: a caption with its value beside it is none.
    if (!rest.every((s) => s.text.trim().length <= 40 && HEADING.test(s.text.trim()))) continue;
    for (const s of rest) {
      const t = s.text.trim();
      const kind = knownKind(t);
      if (kind) known.push([line.index, kind]);
    }
  }
  const first = Math.min(...found.map((h) => h.line.index));
  const last = Math.max(...found.map((h) => h.line.index));
  const deliveries = known.filter(([, k]) => k === 'delivery').map(([i]) => i);
  const pickups = known.filter(([, k]) => k === 'pickup').map(([i]) => i);
  if (deliveries.length && !pickups.length && last < Math.min(...deliveries)) return 'pickup';
  if (pickups.length && !deliveries.length && first > Math.max(...pickups)) return 'delivery';
  return null;
}

/** The headings reworded "Pickup 1", "Delivery 2"; a wrapped cell's continuation taken off. */
function reword(doc: TextDoc, found: Heading[], kinds: Map<string, StopType>): TextDoc {
  const words = new Map<Segment, string>();
  for (const h of found) {
    const kind = kinds.get(h.phrase) === 'pickup' ? 'Pickup' : 'Delivery';
    const word = h.number ? `${kind} ${h.number}` : kind;
    words.set(h.seg, `${h.tail ? `${word} ${h.tail}` : word}${h.colon ? ':' : ''}`);
    for (const b of h.below ?? []) words.set(b, '');
  }
  const reworded = mapSegments(doc, (s) => {
    const text = words.get(s);
    return text === undefined ? s : { ...s, text };
  });
  // A wrapped cell's continuation is now part of its heading: its own segment goes.
  return mapLines(reworded, (line) => {
    if (line.segments.every((s) => s.text !== '')) return line;
    const segments = line.segments.filter((s) => s.text !== '');
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
}
