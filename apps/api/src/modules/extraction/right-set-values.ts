import { buildTextDoc, type Line, lineHeight, type Segment, type TextDoc, type Word } from './layout';
import { movedUp } from './stacked-captions';

/**
 * A form letter's fields: each caption alone at the left margin, in small type, and its value on the
 * line under it set flush right ("LOAD #" over "... M4001360" at the right margin). Line by line
 * the caption and its value never meet: the caption reads as a heading and the value as a line of
 * its own, taken for the next caption's. Where three or more values under captions end at one right
 * edge, each value is moved up beside its caption ("LOAD #: M4001360"); a value's continuation
 * (the city line under a street) stays on its own line.
 */

// A caption: a few words of letters, without figures ("BUYER DOC NO.", "SLATED FOR", "PO #").
const CAPTION = /^[A-Za-z][A-Za-z .#/&'()-]{0,34}:?$/;
const MAX_CAPTION_WORDS = 5;
const MIN_FIELDS = 3;

type Field = { caption: Segment; value: Segment };

const height = (s: Segment) => Math.max(1, s.bottom - s.top);

/** The caption on `line` and the value set right on the line under it, or null. */
function fieldAt(doc: TextDoc, line: Line): Field | null {
  const caption = line.segments.length === 1 ? line.segments[0] : undefined;
  const next = doc.lines[line.index + 1];
  if (!caption || !next || next.page !== line.page || next.segments.length !== 1) return null;
  const value = next.segments[0] as Segment;
  const text = caption.text.trim();
  if (!CAPTION.test(text) || text.split(/\s+/).length > MAX_CAPTION_WORDS) return null;
  if (next.top - line.bottom > lineHeight(line) * 1.2) return null;
  // Set right: the value starts well past the caption's end, and in type no smaller than it.
  if (value.x0 < caption.x1 + height(value) * 4 || height(caption) > height(value) * 1.05) return null;
  return { caption, value };
}

/** The fields of a page whose values share one right edge, three at least. */
function rightSetFields(doc: TextDoc): Field[] {
  const found = doc.lines.flatMap((line) => {
    const f = fieldAt(doc, line);
    return f ? [f] : [];
  });
  return found.filter((f) => {
    const edge = found.filter(
      (o) => o.value.page === f.value.page && Math.abs(o.value.x1 - f.value.x1) < height(f.value) * 0.5,
    );
    return edge.length >= MIN_FIELDS;
  });
}

/** The document with each right-set value beside its caption; the document itself when the page has none. */
export function withRightSetValues(doc: TextDoc): TextDoc {
  const fields = rightSetFields(doc);
  if (!fields.length) return doc;
  const moved = new Map<Segment, Word[]>();
  const dropped = new Set<Segment>();
  for (const f of fields) {
    if (dropped.has(f.caption)) continue;
    moved.set(f.caption, movedUp(f.caption, f.value));
    dropped.add(f.value);
  }
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines)
    for (const s of line.segments) if (!dropped.has(s)) pages[line.page]?.push(...(moved.get(s) ?? s.words));
  return buildTextDoc(pages);
}
