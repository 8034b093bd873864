import type { GreyImage } from './clean-scan';
import type { Word } from './layout';

/** Darker than this is ink, on a levelled page. */
const INK = 128;
/** A gutter between two columns of text is at least this many letter heights wide. */
const MIN_GUTTER = 5;
/** Lines of the two sides sharing less than this share of their height do not sit level. */
const LEVEL = 0.6;
/** Lines beside the gutter not level with the other side's: at least this many, and a third of all. */
const MIN_UNEVEN = 4;

/** Rows `y0`..`y1` right of `x` moved below the page, to start at row `to`. */
/** How far (in layout units) a moved word's middle may stand outside its block. */
const SLACK = 6;

export type MovedColumn = { x: number; y0: number; y1: number; to: number };
/** An empty span of one grid row, in cells, `x1` exclusive. */
type Span = { x0: number; x1: number };
type Run = Span & { y0: number; y1: number };
type Grid = { ink: Uint8Array; cols: number; rows: number };

/** Which cells of a grid of `cell`-pixel squares hold ink. */
function inkGrid({ data, width, height }: GreyImage, cell: number) {
  const [cols, rows] = [Math.ceil(width / cell), Math.ceil(height / cell)];
  const ink = new Uint8Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * cols;
    for (let x = 0; x < width; x++) if ((data[y * width + x] ?? 255) < INK) ink[row + Math.floor(x / cell)] = 1;
  }
  return { ink, cols, rows };
}

/** The empty span of row `r` around column `at`, or null when that cell holds ink. */
function emptyAround(ink: Uint8Array, cols: number, r: number, at: number): Span | null {
  if (ink[r * cols + at]) return null;
  let [x0, x1] = [at, at + 1];
  while (x0 > 0 && !ink[r * cols + x0 - 1]) x0--;
  while (x1 < cols && !ink[r * cols + x1]) x1++;
  return { x0, x1 };
}

/** The widest empty span of row `r` with ink on both its sides, or null. */
function widestInterior(ink: Uint8Array, cols: number, r: number): Span | null {
  let best: Span | null = null;
  let lastInk = -1;
  for (let x = 0; x < cols; x++) {
    if (!ink[r * cols + x]) continue;
    if (lastInk >= 0 && x - lastInk - 1 > (best ? best.x1 - best.x0 : 0)) best = { x0: lastInk + 1, x1: x };
    lastInk = x;
  }
  return best;
}

const hasInk = (ink: Uint8Array, cols: number, r: number, from: number, to: number) => {
  for (let x = from; x < to; x++) if (ink[r * cols + x]) return true;
  return false;
};

/** The lines of text (runs of inked grid rows) between columns `from` and `to`, rows `y0`..`y1`. */
function linesOf({ ink, cols }: Grid, y0: number, y1: number, from: number, to: number): [number, number][] {
  const lines: [number, number][] = [];
  for (let r = y0; r <= y1; r++) {
    if (!hasInk(ink, cols, r, from, to)) continue;
    const last = lines[lines.length - 1];
    if (last && last[1] === r - 1) last[1] = r;
    else lines.push([r, r]);
  }
  return lines;
}

/**
 * Whether the two sides' lines stand off level: lines of one side that share some, but not most,
 * of their height with a line of the other, a third or more of those that share any. A table's
 * rows and a form's labels and values sit level, and the recogniser reads them well across the gap.
 */
function offLevel(grid: Grid, run: Run): boolean {
  const left = linesOf(grid, run.y0, run.y1, 0, run.x0);
  const right = linesOf(grid, run.y0, run.y1, run.x1, grid.cols);
  let [level, off] = [0, 0];
  for (const [a0, a1] of left) {
    let best = 0;
    for (const [b0, b1] of right) {
      const shared = Math.min(a1, b1) - Math.max(a0, b0) + 1;
      if (shared > 0) best = Math.max(best, shared / Math.min(a1 - a0 + 1, b1 - b0 + 1));
    }
    if (best >= LEVEL) level++;
    else if (best > 0) off++;
  }
  return off >= MIN_UNEVEN && off * 2 >= level;
}

/**
 * Blank gutters, each running down between two columns of text whose lines do not sit level: found
 * row by row on a coarse grid, a gutter narrowing as rows come but never below MIN_GUTTER letters.
 * Rows with text on one side only (one column's line between two of the other's) carry it on.
 */
function gutters(image: GreyImage, letter: number): Run[] {
  const cell = Math.max(2, Math.round(letter / 3));
  const grid = inkGrid(image, cell);
  const { ink, cols, rows } = grid;
  const minWidth = (MIN_GUTTER * letter) / cell;
  const found: Run[] = [];
  let run: Run | null = null;
  for (let r = 0; r < rows; r++) {
    if (run) {
      const span = emptyAround(ink, cols, r, Math.floor((run.x0 + run.x1) / 2));
      const kept = span && { x0: Math.max(run.x0, span.x0), x1: Math.min(run.x1, span.x1) };
      if (kept && kept.x1 - kept.x0 >= minWidth && kept.x0 > 0 && kept.x1 < cols) {
        Object.assign(run, kept);
        if (hasInk(ink, cols, r, 0, cols)) run.y1 = r;
        continue;
      }
      if (offLevel(grid, run)) found.push(run);
      run = null;
    }
    const start = widestInterior(ink, cols, r);
    if (start && start.x1 - start.x0 >= minWidth) run = { ...start, y0: r, y1: r };
  }
  if (run && offLevel(grid, run)) found.push(run);
  return found.map((g) => ({ ...g, x0: g.x0 * cell, x1: g.x1 * cell, y0: g.y0 * cell, y1: (g.y1 + 1) * cell }));
}

/**
 * The page with the right-hand column of each two-column stretch moved below it, so the recogniser
 * reads each column whole. Its own layout analysis runs a line of one column on into the line
 * beside it when the two columns' lines do not sit level, and misreads both; read apart, the words
 * go back to where they were printed (`restoreColumns`), so the layout readers see the page as is.
 */
export function stackColumns(image: GreyImage, letter: number): { image: GreyImage; moved: MovedColumn[] } {
  const found = letter > 0 ? gutters(image, letter) : [];
  if (!found.length) return { image, moved: [] };
  const gap = Math.round(letter * 3);
  const moved: MovedColumn[] = [];
  let height = image.height;
  for (const g of found) {
    const x = Math.round((g.x0 + g.x1) / 2);
    moved.push({ x, y0: g.y0, y1: Math.min(image.height, g.y1), to: height + gap });
    height += gap + (Math.min(image.height, g.y1) - g.y0);
  }
  const { width } = image;
  const data = Buffer.alloc(width * height, 255);
  image.data.copy(data);
  for (const m of moved)
    for (let y = m.y0; y < m.y1; y++) {
      const [from, to] = [y * width, (m.to + y - m.y0) * width];
      image.data.copy(data, to + m.x, from + m.x, from + width);
      data.fill(255, from + m.x, from + width);
    }
  return { image: { data, width, height }, moved };
}

/** Words read off a stacked page put back where they stand on the page (`scale` pixels a unit). */
export function restoreColumns(words: Word[], moved: MovedColumn[], scale = 1): Word[] {
  if (!moved.length) return words;
  return words.map((w) => {
    const middle = ((w.top + w.bottom) / 2) * scale;
    // The blocks stand a few letters apart below the page; a word's box may lean out of its own.
    const m = moved.find((c) => middle >= c.to - SLACK * scale && middle < c.to + (c.y1 - c.y0) + SLACK * scale);
    if (!m) return w;
    const shift = (m.to - m.y0) / scale;
    return { ...w, top: w.top - shift, bottom: w.bottom - shift };
  });
}
