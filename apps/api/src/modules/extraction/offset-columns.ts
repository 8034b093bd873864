import { buildTextDoc, type Line, lineHeight, type Segment, type TextDoc, type Word } from './layout';

/**
 * A sheet set in three or more columns side by side (a landscape print: the parties, the stops, the
 * freight and pay), each column with its own line spacing, so that the lines of one do not sit
 * level with the lines of the next. Read line by line across the page, a stop's day runs into a
 * clause of the terms beside it. Where the columns' lines stand off level, the columns are read one
 * after the other, each under the one before; what follows them moves down to make room. Columns
 * whose lines sit level (label and value, a table, two blocks side by side) are left as they are.
 */

/** A gutter is at least this many text heights wide, and crossed by at most this many lines. */
const MIN_GUTTER = 1.5;
const MAX_CROSSING = 2;
/** Lines beside a gutter with text on one side only, off level with the other side: this many, and a fifth. */
const MIN_UNEVEN = 4;
const MIN_COLUMNS = 3;

type Gutter = { x0: number; x1: number };

/** Empty runs of x that at most a couple of lines cross, with text on both sides and a column's edge after. */
function candidateGutters(lines: Line[], h: number): Gutter[] {
  const segs = lines.flatMap((l) => l.segments);
  const left = Math.floor(Math.min(...segs.map((s) => s.x0)));
  const right = Math.ceil(Math.max(...segs.map((s) => s.x1)));
  const cover = new Array<number>(right - left + 1).fill(0);
  for (const l of lines)
    for (const s of l.segments)
      for (let x = Math.ceil(s.x0); x <= Math.floor(s.x1); x++) cover[x - left] = (cover[x - left] ?? 0) + 1;
  const out: Gutter[] = [];
  let start = -1;
  for (let i = 0; i <= cover.length; i++) {
    const open = i < cover.length && (cover[i] ?? 0) <= MAX_CROSSING;
    if (open && start < 0) start = i;
    if (!open && start >= 0) {
      // A column's left edge: several lines start just right of the gap.
      const edge = left + i;
      const starts = segs.filter((s) => s.x0 >= edge - 1 && s.x0 <= edge + h).length;
      if (i - start >= h * MIN_GUTTER && start > 0 && i < cover.length && starts >= MIN_UNEVEN)
        out.push({ x0: left + start, x1: edge });
      start = -1;
    }
  }
  return out;
}

const crosses = (s: Segment, g: Gutter) => s.x0 < g.x0 && s.x1 > g.x1;
const mid = (s: { x0: number; x1: number }) => (s.x0 + s.x1) / 2;

/**
 * Whether the text just left of `g` and just right of it stand off level: many lines with text on one
 * side only that sit less than a line's height from a line of the other side (lines level with each
 * other are one line; a table's cell wrapped to more lines than its neighbours' is a whole line apart).
 */
function offLevel(lines: Line[], g: Gutter, prev: number, next: number, h: number): boolean {
  const sides = lines
    .map((line) => ({
      top: line.top,
      l: line.segments.some((s) => mid(s) < (g.x0 + g.x1) / 2 && mid(s) > prev),
      r: line.segments.some((s) => mid(s) > (g.x0 + g.x1) / 2 && mid(s) < next),
    }))
    .filter((s) => s.l || s.r);
  const firstOf = (side: 'l' | 'r') => sides.findIndex((s) => s[side]);
  const lastOf = (side: 'l' | 'r') => sides.length - 1 - [...sides].reverse().findIndex((s) => s[side]);
  // Only where both sides have text above and below.
  const from = Math.max(firstOf('l'), firstOf('r'));
  const to = Math.min(lastOf('l'), lastOf('r'));
  if (from < 0 || to <= from) return false;
  const span = sides.slice(from, to + 1);
  const off = span.filter(
    (s) => s.l !== s.r && span.some((o) => (s.l ? o.r : o.l) && o !== s && Math.abs(o.top - s.top) < h),
  );
  return (
    off.filter((s) => s.l).length >= MIN_UNEVEN / 2 &&
    off.filter((s) => s.r).length >= MIN_UNEVEN / 2 &&
    off.length * 5 >= span.length
  );
}

/** The gutters between columns standing off level on a page, or none. */
function columnGutters(lines: Line[], h: number): Gutter[] {
  const all = candidateGutters(lines, h);
  const kept = all.filter((g, i) =>
    offLevel(
      lines,
      g,
      all[i - 1] ? mid(all[i - 1] as Gutter) : Number.NEGATIVE_INFINITY,
      all[i + 1] ? mid(all[i + 1] as Gutter) : Number.POSITIVE_INFINITY,
      h,
    ),
  );
  return kept.length + 1 >= MIN_COLUMNS ? kept : [];
}

const shifted = (w: Word, dy: number): Word => ({ ...w, top: w.top + dy, bottom: w.bottom + dy });

/** The document with columns whose lines stand off level read one after the other. */
export function withOffsetColumns(doc: TextDoc): TextDoc {
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  let changed = false;
  for (let page = 0; page < doc.pageCount; page++) {
    const lines = doc.lines.filter((l) => l.page === page);
    const out = pages[page] as Word[];
    const words = (ls: Line[]) => ls.flatMap((l) => l.segments.flatMap((s) => s.words));
    if (lines.length < 8) {
      out.push(...words(lines));
      continue;
    }
    const h = [...lines.map(lineHeight)].sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 10;
    const gutters = columnGutters(lines, h);
    // The band: the run of lines that no gutter is crossed in, around the most lines.
    const crossing = lines.map((l) => l.segments.some((s) => gutters.some((g) => crosses(s, g))));
    let [best, bestFrom, from] = [0, -1, 0];
    for (let i = 0; i <= lines.length; i++) {
      if (i === lines.length || crossing[i]) {
        if (i - from > best) [best, bestFrom] = [i - from, from];
        from = i + 1;
      }
    }
    if (!gutters.length || best < 8) {
      out.push(...words(lines));
      continue;
    }
    const edges = [Number.NEGATIVE_INFINITY, ...gutters.map((g) => (g.x0 + g.x1) / 2), Number.POSITIVE_INFINITY];
    const column = (s: Segment) => edges.findIndex((e, k) => k > 0 && (s.x0 + s.x1) / 2 < e);
    // From the first line with text right of the first gutter to the last: a title above stays put.
    const spread = (l: Line) => l.segments.some((s) => column(s) > 0);
    const run = lines.slice(bestFrom, bestFrom + best);
    const first = run.findIndex(spread);
    const last = run.length - 1 - [...run].reverse().findIndex(spread);
    if (first < 0 || last - first < 7) {
      out.push(...words(lines));
      continue;
    }
    changed = true;
    [bestFrom, best] = [bestFrom + first, last - first + 1];
    const band = lines.slice(bestFrom, bestFrom + best);
    out.push(...words(lines.slice(0, bestFrom)));
    let y = band[0]?.top ?? 0;
    for (let k = 0; k + 1 < edges.length; k++) {
      const [a, b] = [edges[k] ?? 0, edges[k + 1] ?? 0];
      const rows = band
        .map((l) => l.segments.filter((s) => (s.x0 + s.x1) / 2 >= a && (s.x0 + s.x1) / 2 < b))
        .filter((r) => r.length);
      const top = rows[0]?.[0]?.top;
      if (top === undefined) continue;
      const dy = y - top;
      for (const r of rows) out.push(...r.flatMap((s) => s.words).map((w) => shifted(w, dy)));
      const last = rows.at(-1)?.[0];
      y = (last?.bottom ?? y) + dy + h * 1.5;
    }
    const end = Math.max(...band.map((l) => l.bottom));
    const dy = Math.max(0, y - end);
    out.push(...words(lines.slice(bestFrom + best)).map((w) => shifted(w, dy)));
  }
  return changed ? buildTextDoc(pages) : doc;
}
