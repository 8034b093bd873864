import { buildTextDoc, type Line, type Segment, type TextDoc, type Word } from './layout';

/**
 * Two stops side by side in a grid whose captions run down the gutter between them ("Juniper Paper
 * Mill | FACILITY | Kowalczyk Building Supply"): one caption serves the value left of it and the
 * value right of it. Line by line the row reads as three cells, the caption belonging to neither
 * stop, so neither column is read as a stop. Where four rows or more have a caption centred on one
 * line down the page, with values on both sides of it in some rows, the caption is written before
 * each of its values ("FACILITY: Juniper Paper Mill", "FACILITY: Kowalczyk Building Supply"), the
 * left values starting at the left column's edge, so the two columns read as stops abreast.
 */

// A caption: a few words of letters, without figures ("CITY, ST ZIP", "REF #", "DESK NO.").
const CAPTION = /^[A-Za-z][A-Za-z .,#/&'()-]{0,24}:?$/;
const MIN_ROWS = 4;

type Row = { line: Line; caption: Segment; left?: Segment; right?: Segment };

const centre = (s: Segment) => (s.x0 + s.x1) / 2;
const height = (s: Segment) => Math.max(1, s.bottom - s.top);

/** The row a line makes around a caption centred near `mid`: one value at most each side; or null. */
function rowAt(line: Line, mid: number, tolerance: number): Row | null {
  const i = line.segments.findIndex((s) => CAPTION.test(s.text.trim()) && Math.abs(centre(s) - mid) <= tolerance);
  const caption = line.segments[i];
  if (!caption || line.segments.length > 3) return null;
  const left = line.segments.slice(0, i);
  const right = line.segments.slice(i + 1);
  if (left.length > 1 || right.length > 1 || (!left.length && !right.length)) return null;
  const gap = height(caption);
  if (left[0] && left[0].x1 > caption.x0 - gap) return null;
  if (right[0] && right[0].x0 < caption.x1 + gap) return null;
  return { line, caption, left: left[0], right: right[0] };
}

/**
 * Runs of consecutive rows whose captions share one centre, with values on both sides in two rows;
 * a later run down the same gutter (a third stop under the second, alone in its column) too.
 */
function gutterRuns(doc: TextDoc): Row[][] {
  const runs: Row[][] = [];
  const sameGutter = (row: Row) =>
    runs.some((r) => {
      const c = (r[0] as Row).caption;
      return c.page === row.caption.page && Math.abs(centre(c) - centre(row.caption)) <= height(c) * 0.6;
    });
  let i = 0;
  while (i < doc.lines.length) {
    const first = doc.lines[i] as Line;
    const seeds = first.segments.filter((s) => CAPTION.test(s.text.trim()));
    let best: Row[] = [];
    for (const seed of seeds) {
      const mid = centre(seed);
      const tolerance = height(seed) * 0.6;
      const run: Row[] = [];
      for (let j = i; j < doc.lines.length; j++) {
        const line = doc.lines[j] as Line;
        if (line.page !== first.page) break;
        const row = rowAt(line, mid, tolerance);
        if (!row) break;
        run.push(row);
      }
      if (run.length > best.length) best = run;
    }
    const abreast = best.filter((r) => r.left && r.right).length;
    // Centred, not one column of captions set flush left: their left edges differ.
    const edges = best.map((r) => r.caption.x0);
    const centred =
      Math.max(...edges) - Math.min(...edges) > height(best[0]?.caption ?? (first.segments[0] as Segment));
    if (best.length >= MIN_ROWS && centred && (abreast >= 2 || sameGutter(best[0] as Row))) {
      runs.push(best);
      i += best.length;
    } else i++;
  }
  return runs;
}

/** One word reading "CAPTION: value" over the value's box, its left edge at `x0`. */
function captioned(caption: Segment, value: Segment, x0: number): Word {
  const text = `${caption.text.trim().replace(/:$/, '')}: ${value.text.trim()}`;
  return { text, x0, x1: Math.max(value.x1, x0 + 1), top: value.top, bottom: value.bottom, page: value.page };
}

/** The document with each gutter caption written before its values; the document itself when none. */
export function withGutterCaptions(doc: TextDoc): TextDoc {
  const runs = gutterRuns(doc);
  if (!runs.length) return doc;
  const moved = new Map<Segment, Word[]>();
  const dropped = new Set<Segment>();
  for (const run of runs) {
    // The left column's edge: its leftmost value, or the heading over the run when that stands further left.
    const head = doc.lines[(run[0] as Row).line.index - 1];
    const gutter = (run[0] as Row).caption.x0;
    const heads = head?.page === (run[0] as Row).line.page ? head.segments.filter((s) => s.x1 < gutter) : [];
    const edge = Math.min(...run.flatMap((r) => (r.left ? [r.left.x0] : [])), ...heads.map((s) => s.x0));
    for (const r of run) {
      dropped.add(r.caption);
      if (r.left) moved.set(r.left, [captioned(r.caption, r.left, edge)]);
      if (r.right) moved.set(r.right, [captioned(r.caption, r.right, r.right.x0)]);
    }
  }
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines)
    for (const s of line.segments) if (!dropped.has(s)) pages[line.page]?.push(...(moved.get(s) ?? s.words));
  return buildTextDoc(pages);
}
