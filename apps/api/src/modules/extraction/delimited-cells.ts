import { findAddress } from './addresses';
import { type Line, mapLines, type Segment, type TextDoc } from './layout';

/**
 * Fields run together on one line, parted by semicolons, bullets or dashes ("Commodity Produce; Wt
 * 35,568 lb; Pieces 20; Hazmat N"): printed as one run, only the first caption opens a cell, so the
 * others are never read as captions. A run of three fields or more, each short, is parted into
 * cells, one a field, as a table's cells are, when it opens its line (a list right of its caption,
 * "Refs | SO 123; BOL 456", is that caption's). Lines with a place are left whole: a stop written as
 * one clause of fields is read by the stop readers.
 */

const FIELD_BREAK = /\s*;\s*|\s+[•·|–—]\s+/g;
const MIN_FIELDS = 3;
const MAX_FIELD = 60;

/** The run's fields as cells, each placed over its share of the run's width; null when it is no such run. */
function cellsOf(seg: Segment): Segment[] | null {
  const text = seg.text;
  const parts: { text: string; start: number }[] = [];
  let start = 0;
  for (const m of text.matchAll(FIELD_BREAK)) {
    parts.push({ text: text.slice(start, m.index), start });
    start = (m.index ?? 0) + m[0].length;
  }
  parts.push({ text: text.slice(start), start });
  const fields = parts.filter((p) => p.text.trim());
  if (fields.length < MIN_FIELDS || fields.some((p) => p.text.length > MAX_FIELD)) return null;
  const per = (seg.x1 - seg.x0) / Math.max(1, text.length);
  return fields.map((p) => {
    const x0 = seg.x0 + p.start * per;
    const x1 = x0 + p.text.trim().length * per;
    const cell = p.text.trim();
    return {
      ...seg,
      text: cell,
      x0,
      x1,
      words: [{ text: cell, x0, x1, top: seg.top, bottom: seg.bottom, page: seg.page }],
    };
  });
}

/** The document with each run of delimited fields parted into cells; the document itself when it has none. */
export function withDelimitedCells(doc: TextDoc): TextDoc {
  return mapLines(doc, (line: Line) => {
    if (findAddress(line.text)?.zip) return line;
    // Only a run that opens its line: one in a cell right of a caption is that caption's list of values.
    const parted = line.segments.map((s, i) => (i === 0 ? cellsOf(s) : null));
    if (parted.every((p) => p === null)) return line;
    const segments = line.segments.flatMap((s, i) => parted[i] ?? [s]);
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
}
