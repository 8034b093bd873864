import { buildTextDoc, type Line, lineHeight, type TextDoc, type Word } from './layout';
import { kindOfCell } from './stop-vocabulary';

/**
 * Stop cards whose first line is the facility with the stop's kind and number set at the far right
 * ("Acme Foods ........ PICK 1"): the kind stands after the name, where no reader looks for a
 * heading, and the card opens no stop. The kind is moved to the start of the line as a heading
 * ("Pickup:"), as a stop block prints it, when two or more lines of the document end so.
 */

const KIND_TAG = /^([A-Za-z][A-Za-z /-]{0,20}?)\s*#?\s*(\d{1,2})$/;
const MIN_CARDS = 2;

type Card = { line: Line; tag: Word[]; heading: string };

/** A line of two segments or more whose last, far right of the rest, is a kind and a number. */
function cardOf(line: Line, pageRight: number): Card | null {
  const segs = line.segments;
  const last = segs.at(-1);
  const first = segs[0];
  if (!last || !first || segs.length < 2 || /:\s*$/.test(first.text)) return null;
  const m = last.text.trim().match(KIND_TAG);
  const kind = m?.[1] ? kindOfCell(m[1]) : null;
  // Right-set: its right edge near the page's right edge, a wide gap after the text before it.
  const before = segs.at(-2);
  const h = lineHeight(line);
  if (!kind || !before || pageRight - last.x1 > h * 4 || last.x0 - before.x1 < h * 6) return null;
  return { line, tag: last.words, heading: kind === 'pickup' ? 'Pickup:' : 'Delivery:' };
}

/** The document with each card's right-set kind moved before its name as a heading; unchanged when too few. */
export function withKindAtRight(doc: TextDoc): TextDoc {
  const right = new Map<number, number>();
  for (const l of doc.lines) for (const s of l.segments) right.set(l.page, Math.max(right.get(l.page) ?? 0, s.x1));
  const cards = doc.lines.flatMap((l) => cardOf(l, right.get(l.page) ?? 0) ?? []);
  if (cards.length < MIN_CARDS) return doc;
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines) for (const s of line.segments) pages[line.page]?.push(...s.words);
  const drop = new Set<Word>();
  for (const card of cards) {
    const first = card.line.segments[0];
    if (!first) continue;
    const h = lineHeight(card.line);
    const width = card.heading.length * h * 0.5;
    const x1 = first.x0 - h * 2;
    pages[card.line.page]?.push({
      text: card.heading,
      x0: x1 - width,
      x1,
      top: first.top,
      bottom: first.bottom,
      page: card.line.page,
    });
    for (const w of card.tag) drop.add(w);
  }
  return buildTextDoc(pages.map((p) => p.filter((w) => !drop.has(w))));
}
