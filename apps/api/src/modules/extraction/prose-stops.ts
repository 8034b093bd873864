import { type Line, lineHeight, type Segment, type TextDoc } from './layout';
import { DELIVERY_WORDS, PICKUP_WORDS, SUBJECT_LEAD } from './stop-vocabulary';

/**
 * Stops told in running text: "Carrier shall (a) load at Acme, 12 Main St, Troy, OH 45373 on ...;
 * (b) deliver to ...". A sentence wraps wherever the page ends, so a stop may start mid-line and its
 * address run onto the next line. The prose view joins each paragraph and gives every clause that
 * opens a stop a line of its own, so the stop finder reads it as it reads a stop printed by itself.
 */

const KIND = `(?:(?:then|also|next|and|finally)\\s+|${SUBJECT_LEAD})?(?:${PICKUP_WORDS}|${DELIVERY_WORDS})(?![a-z])`;
// A paragraph that is one stop told in a sentence ("Driver will load at ...", "Consignee: ...").
const OPENS_STOP = new RegExp(`^${KIND}`, 'i');
// A clause mark before a stop's verb: "(a) load at", "(2) deliver to", "; then deliver to".
// Numbered sentences too: "1. Pick up at", "2) Deliver to", "Stop 3: Unload at".
const CLAUSE = new RegExp(
  `(?:\\(\\s*(?:[a-z]|\\d{1,2})\\s*\\)\\s*|;\\s*|(?<=^|\\s)(?:\\d{1,2}[.)]|stop\\s*#?\\s*\\d{1,2}\\s*[:.)-])\\s*)(?=${KIND})`,
  'gi',
);

/** One paragraph: lines of a single run of text each, stacked closely at the same left edge. */
function paragraphs(doc: TextDoc): Line[][] {
  const out: Line[][] = [];
  let current: Line[] = [];
  for (const line of doc.lines) {
    const last = current.at(-1);
    const joins =
      last &&
      line.segments.length === 1 &&
      last.segments.length === 1 &&
      line.page === last.page &&
      Math.abs((line.segments[0]?.x0 ?? 0) - (last.segments[0]?.x0 ?? 0)) < 2 * lineHeight(line) &&
      line.top - last.bottom < lineHeight(line) * 1.2;
    if (joins) current.push(line);
    else {
      if (current.length) out.push(current);
      current = [line];
    }
  }
  if (current.length) out.push(current);
  return out;
}

function clauses(text: string): string[] {
  const cuts = [...text.matchAll(CLAUSE)].map((m) => m.index ?? 0).filter((i) => i > 0);
  if (!cuts.length) return [text];
  return [0, ...cuts].map((at, i) =>
    text
      .slice(at, cuts[i] ?? text.length)
      .replace(/^;\s*/, '')
      .trim(),
  );
}

/**
 * The document with its stop clauses on lines of their own and a stop told over several lines joined,
 * or null when no paragraph holds such a stop.
 */
export function proseView(doc: TextDoc): TextDoc | null {
  const lines: Line[] = [];
  let split = false;
  for (const para of paragraphs(doc).flatMap(atOpeners)) {
    const segs = para.flatMap((l) => l.segments);
    const text = segs.map((s) => s.text).join(' ');
    const parts = clauses(text);
    // One stop a paragraph: joined, so an address wrapped onto the next line reads whole.
    const oneStop = parts.length === 1 && para.length > 1 && OPENS_STOP.test(text);
    if (parts.length < 2 && !oneStop) {
      for (const l of para) lines.push({ ...l, index: lines.length });
      continue;
    }
    split = true;
    const first = para[0] as Line;
    const h = lineHeight(first);
    const x0 = Math.min(...segs.map((s) => s.x0));
    const x1 = Math.max(...segs.map((s) => s.x1));
    const words = segs.flatMap((s) => s.words);
    for (const [k, part] of parts.entries()) {
      const top = first.top + k * h * 1.2;
      const seg: Segment = { text: part, x0, x1, top, bottom: top + h, page: first.page, words };
      lines.push({ index: lines.length, page: first.page, top, bottom: top + h, segments: [seg], text: part });
    }
  }
  return split ? { lines, pageCount: doc.pageCount } : null;
}

/** A paragraph cut before every line that opens a stop: a title or the stop before set close above it. */
function atOpeners(para: Line[]): Line[][] {
  const out: Line[][] = [];
  for (const line of para) {
    const last = out.at(-1);
    if (last && !OPENS_STOP.test(line.text.trim())) last.push(line);
    else out.push([line]);
  }
  return out;
}
