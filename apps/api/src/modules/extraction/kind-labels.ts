import { buildTextDoc, lineHeight, type TextDoc, type Word } from './layout';
import { DELIVERY_WORDS, PICKUP_WORDS } from './stop-vocabulary';

/**
 * A flat form whose every stop label carries the stop's kind ("Pickup City:", "Delivery 2 Zip:",
 * "Shipper Name:"), often two stops side by side: no line opens a stop, so no reader finds one. The
 * labels of one stop are grouped by their kind and number down a column, the kind is taken off each
 * ("City:") and put back once as a heading over the group ("Delivery 2"), as a stop block prints it.
 */

const FIELD = String.raw`(?:name|facility|company|location|address|addr\.?|street|city(?:\s*\/\s*st(?:ate)?(?:\s*\/\s*zip)?)?|state|st|zip(?:\s*code)?|postal\s*code|date|appt\.?\s*date|time|hours|window|appt\.?|appointment|ref(?:erence)?\.?|ref\s*#|number|no\.|phone|ph\.?|tel\.?|contact)`;
const KIND_LABEL = new RegExp(
  String.raw`^(?:(${PICKUP_WORDS})|(${DELIVERY_WORDS}))\s*(?:#\s*)?(\d{1,2})?\s+(${FIELD})\s*[:#]?(?=\s|$)`,
  'i',
);
// The fields that make a group a stop's place and not a lone "Pickup Date:" or "Pickup #:".
const PLACE_FIELD = /^(?:address|addr|street|city|zip|postal)/i;
const MIN_ROWS = 3;

type Row = { words: Word[]; prefix: Word[]; field: string; x0: number; top: number; bottom: number; page: number };
type Group = { kind: 'pickup' | 'delivery'; number: string; heading: string; rows: Row[] };

/** A segment's kind label: the words of its kind and number, and the field named after them. */
function kindRow(words: Word[]): (Row & { kind: Group['kind']; number: string; heading: string }) | null {
  const text = words.map((w) => w.text).join(' ');
  const m = text.match(KIND_LABEL);
  if (!m?.[4]) return null;
  // The words before the field's own words are the kind and its number.
  const fieldWords = m[4].trim().split(/\s+/).length;
  const labelWords = m[0].trim().split(/\s+/).length;
  const prefix = words.slice(0, labelWords - fieldWords);
  const first = words[0];
  if (!first || !prefix.length) return null;
  return {
    words,
    prefix,
    field: m[4],
    x0: first.x0,
    top: first.top,
    bottom: first.bottom,
    page: first.page,
    kind: m[1] ? 'pickup' : 'delivery',
    number: m[3] ?? '',
    heading: prefix.map((w) => w.text).join(' '),
  };
}

/** Rows of one kind and number down one column of a page, in reading order. */
function groupsOf(doc: TextDoc): Group[] {
  const groups: (Group & { x0: number; page: number })[] = [];
  for (const line of doc.lines)
    for (const seg of line.segments) {
      const row = kindRow(seg.words);
      if (!row) continue;
      const near = lineHeight(line) * 2;
      const group = groups.find(
        (g) =>
          g.page === row.page &&
          g.kind === row.kind &&
          g.number === row.number &&
          Math.abs(g.x0 - row.x0) < near &&
          row.top - (g.rows.at(-1)?.bottom ?? row.top) < near * 2,
      );
      if (group) group.rows.push(row);
      else
        groups.push({
          kind: row.kind,
          number: row.number,
          heading: row.heading,
          rows: [row],
          x0: row.x0,
          page: row.page,
        });
    }
  return groups.filter((g) => g.rows.length >= MIN_ROWS && g.rows.some((r) => PLACE_FIELD.test(r.field)));
}

/** The heading's word one row's pitch above the group's first label, unless text already stands there. */
function headingWord(g: Group, words: Word[]): Word | null {
  const [first, second] = g.rows;
  if (!first || !second) return null;
  const pitch = second.top - first.top;
  const top = first.top - pitch;
  const bottom = first.bottom - pitch;
  const width = (first.prefix.at(-1)?.x1 ?? first.x0) - first.x0;
  const taken = words.some(
    (w) =>
      w.page === first.page &&
      w.bottom > top + pitch * 0.2 &&
      w.top < first.top - pitch * 0.2 &&
      w.x1 > first.x0 &&
      w.x0 < first.x0 + width * 3,
  );
  if (taken || pitch <= 0) return null;
  return { text: g.heading, x0: first.x0, x1: first.x0 + width, top, bottom, page: first.page };
}

/** The words right of a row's label on its line, up to the next group's column. */
function valueWords(row: Row, page: Word[], groups: Group[]): Word[] {
  const label = new Set(row.words);
  const end = Math.min(
    Number.POSITIVE_INFINITY,
    ...groups.flatMap((g) => g.rows.filter((r) => r.page === row.page && r.x0 > row.x0 + 1).map((r) => r.x0)),
  );
  const height = row.bottom - row.top || 1;
  return page
    .filter((w) => !label.has(w) && Math.abs(w.top - row.top) < height * 0.4 && w.x0 > row.x0 && w.x0 < end)
    .sort((a, b) => a.x0 - b.x0);
}

/**
 * "City: Troy" / "State: OH" / "Zip: 45373" on rows of their own: the state and ZIP are moved onto
 * the city's row ("Troy, OH 45373"), as an address line prints them; returns the words left behind.
 */
function joinedPlace(g: Group, page: Word[], groups: Group[]): Word[] {
  const row = (field: RegExp) => g.rows.find((r) => field.test(r.field));
  const city = row(/^city$/i);
  const parts = [row(/^(?:state|st)$/i), row(/^(?:zip|postal)/i)];
  if (!city || parts.some((p) => !p)) return [];
  const cityWords = valueWords(city, page, groups);
  const last = cityWords.at(-1);
  if (!last) return [];
  // The city's last word gains its comma in a copy: the printed document's words stay as read.
  const moved: Word[] = [last];
  page.push({ ...last, text: `${last.text.replace(/,$/, '')},` });
  let x = last.x1;
  const gap = (last.x1 - last.x0) / Math.max(1, last.text.length);
  for (const part of parts as Row[]) {
    for (const w of valueWords(part, page, groups)) {
      const width = w.x1 - w.x0;
      page.push({ ...w, x0: x + gap, x1: x + gap + width, top: last.top, bottom: last.bottom });
      x += gap + width;
      moved.push(w);
    }
    moved.push(...part.words);
  }
  return moved;
}

/** The document with each kind-labelled group headed by its kind and its labels left bare; unchanged when none. */
export function withKindLabels(doc: TextDoc): TextDoc {
  const groups = groupsOf(doc);
  if (!groups.length) return doc;
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines) for (const s of line.segments) pages[line.page]?.push(...s.words);
  const drop = new Set<Word>();
  for (const g of groups) {
    const page = pages[g.rows[0]?.page ?? 0] ?? [];
    const heading = headingWord(g, page);
    if (!heading) continue;
    page.push(heading);
    for (const r of g.rows) for (const w of r.prefix) drop.add(w);
    for (const w of joinedPlace(g, page, groups)) drop.add(w);
  }
  if (!drop.size) return doc;
  return buildTextDoc(pages.map((p) => p.filter((w) => !drop.has(w))));
}
