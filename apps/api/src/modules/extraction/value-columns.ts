import { type Line, lineHeight, type Segment, type TextDoc } from './layout';

/**
 * A column of captions with their values set at one left edge: the widest caption leaves too small
 * a gap before its value, and the two read as one run ("Pickup Date / Date de ramassage
 * 2026-06-15"). Such a run is cut where the values of the rows above and below start, when those
 * rows' captions start where it does.
 */

const NEIGHBOURS = 3;
// A caption: a few words without figures, not yet ended by a colon.
const CAPTION = /^[^\d:]{1,48}:?$/;
const CAPTION_WORDS = 7;
const MIN_GAP = 0.5;
const WIDER_THAN_SPACE = 1.25;
// Rows of one column of pairs follow at their lead; a wider band (a heading's box) ends the column.
const ROW_GAP = 0.6;

/** The lines around `line` with no wider band between, up to NEIGHBOURS each way. */
function rowsAround(doc: TextDoc, line: Line): Line[] {
  const h = lineHeight(line);
  const out: Line[] = [];
  for (const step of [-1, 1]) {
    let last = line;
    for (let i = line.index + step; Math.abs(i - line.index) <= NEIGHBOURS; i += step) {
      const other = doc.lines[i];
      if (!other || other.page !== line.page) break;
      if ((step < 0 ? last.top - other.bottom : other.top - last.bottom) > h * ROW_GAP) break;
      out.push(other);
      last = other;
    }
  }
  return out;
}

/** Left edges of the values beside captions aligned with `seg` in the rows around `line`. */
function valueEdges(doc: TextDoc, line: Line, seg: Segment): number[] {
  const h = lineHeight(line);
  const edges: number[] = [];
  for (const other of rowsAround(doc, line)) {
    const k = other.segments.findIndex((s) => Math.abs(s.x0 - seg.x0) < h * 0.3 && CAPTION.test(s.text));
    const value = other.segments[k + 1];
    if (k >= 0 && value && value.x0 > seg.x0 && value.x0 < seg.x1) edges.push(value.x0);
  }
  return edges;
}

/** `seg` cut before the word that starts at a value edge; the caption keeps at least one word. */
function cutAtValue(doc: TextDoc, line: Line, seg: Segment): Segment[] {
  const edges = valueEdges(doc, line, seg);
  // Only a run whose text is its words (no leader or other rewriting to keep).
  if (!edges.length || seg.words.length < 2 || seg.words.map((w) => w.text).join(' ') !== seg.text) return [seg];
  const tol = lineHeight(line) * 0.15;
  // The value stands apart by more than the run's spaces between words, which a caption's word never does.
  const gap = (i: number) => (seg.words[i]?.x0 ?? 0) - (seg.words[i - 1]?.x1 ?? 0);
  const gaps = seg.words.slice(1).map((_, i) => gap(i + 1));
  const space = gaps.sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)] ?? 0;
  const apart = (i: number) => gap(i) > Math.max(space * WIDER_THAN_SPACE, lineHeight(line) * MIN_GAP);
  const at = seg.words.findIndex((w, i) => i > 0 && apart(i) && edges.some((e) => Math.abs(w.x0 - e) < tol));
  const caption = seg.words.slice(0, at);
  if (at < 0 || at > CAPTION_WORDS || !/^[^\d:]+$/.test(caption.map((w) => w.text).join(' '))) return [seg];
  const part = (words: typeof seg.words): Segment => ({
    ...seg,
    text: words.map((w) => w.text).join(' '),
    x0: words[0]?.x0 ?? seg.x0,
    x1: words.at(-1)?.x1 ?? seg.x1,
    words,
  });
  return [part(caption), part(seg.words.slice(at))];
}

/** The document with each caption run into its value cut at the value column. */
export function withValueColumns(doc: TextDoc): TextDoc {
  let changed = false;
  const lines = doc.lines.map((line) => {
    const segments = line.segments.flatMap((s) => cutAtValue(doc, line, s));
    if (segments.length === line.segments.length) return line;
    changed = true;
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  return changed ? { ...doc, lines } : doc;
}
