import type { GreyImage } from './clean-scan';
import { isolatedSpecks } from './erase-specks';

/** Darker than this is ink; the page has been levelled, so ink is near black and paper near white. */
const INK = 128;
/** A dot or a thin rule is no taller than this share of the page's letters. */
const DOT = 0.45;
/** A dash, or the pair of bars of an "=" the scan ran together, is no taller than this share. */
const BAR = 0.6;
/** Marks in a row of at least this many, close together on one level, are a leader or a dashed rule. */
const MIN_RUN = 5;
/** Marks smaller than this share of a letter's height are grain, not print. */
const SPECK = 0.15;

export type Mark = { x0: number; x1: number; y0: number; y1: number; parent: number };

function root(marks: Mark[], i: number): number {
  let r = i;
  while ((marks[r] as Mark).parent !== r) r = (marks[r] as Mark).parent;
  for (let j = i; j !== r; ) {
    const next = (marks[j] as Mark).parent;
    (marks[j] as Mark).parent = r;
    j = next;
  }
  return r;
}

/**
 * Marks (8-connected components of ink), found run by run: a run joins the marks of the runs it
 * touches in the row above. Each mark's box is kept at its root.
 */
function marksOf({ data, width, height }: GreyImage): Mark[] {
  const marks: Mark[] = [];
  let above: { x0: number; x1: number; mark: number }[] = [];
  for (let y = 0; y < height; y++) {
    const row: typeof above = [];
    for (let x = 0; x < width; x++) {
      if ((data[y * width + x] ?? 255) >= INK) continue;
      const x0 = x;
      while (x < width && (data[y * width + x] ?? 255) < INK) x++;
      const mark = marks.length;
      marks.push({ x0, x1: x - 1, y0: y, y1: y, parent: mark });
      for (const run of above) if (run.x1 >= x0 - 1 && run.x0 <= x) join(marks, run.mark, mark);
      row.push({ x0, x1: x - 1, mark });
    }
    above = row;
  }
  for (let i = 0; i < marks.length; i++) {
    const r = root(marks, i);
    if (r === i) continue;
    const [m, top] = [marks[i] as Mark, marks[r] as Mark];
    top.x0 = Math.min(top.x0, m.x0);
    top.x1 = Math.max(top.x1, m.x1);
    top.y0 = Math.min(top.y0, m.y0);
    top.y1 = Math.max(top.y1, m.y1);
  }
  return marks.filter((m, i) => m.parent === i);
}

function join(marks: Mark[], a: number, b: number) {
  const [ra, rb] = [root(marks, a), root(marks, b)];
  if (ra !== rb) (marks[Math.max(ra, rb)] as Mark).parent = Math.min(ra, rb);
}

const tall = (m: Mark) => m.y1 - m.y0 + 1;
const wide = (m: Mark) => m.x1 - m.x0 + 1;

/** The height of a typical letter: the median mark between 6 pixels and a twentieth of the page. */
function letterHeight(marks: Mark[], pageHeight: number): number {
  const heights = marks
    .map(tall)
    .filter((h) => h >= 6 && h <= pageHeight / 20)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

const middle = (m: Mark) => (m.y0 + m.y1) / 2;

/** Flat marks by band of height `band`, each band in order across the page. */
function bands(flat: Mark[], band: number) {
  const byBand = new Map<number, Mark[]>();
  for (const m of flat) {
    const k = Math.floor(middle(m) / band);
    const list = byBand.get(k);
    if (list) list.push(m);
    else byBand.set(k, [m]);
  }
  for (const list of byBand.values()) list.sort((a, b) => a.x0 - b.x0);
  return byBand;
}

/** The first flat mark right of `last` on its level, or undefined. */
function nextOnLevel(byBand: Map<number, Mark[]>, last: Mark, band: number): Mark | undefined {
  const k = Math.floor(middle(last) / band);
  let best: Mark | undefined;
  for (const list of [byBand.get(k - 1), byBand.get(k), byBand.get(k + 1)]) {
    if (!list) continue;
    let [lo, hi] = [0, list.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as Mark).x0 > last.x1) hi = mid;
      else lo = mid + 1;
    }
    for (let i = lo; i < list.length; i++) {
      const m = list[i] as Mark;
      if (best && m.x0 >= best.x0) break;
      if (Math.abs(middle(m) - middle(last)) <= band) best = m;
      if (best === m) break;
    }
  }
  return best;
}

/** Values about alike, as the copies of one printed character are (within a half and two pixels). */
const alikeAll = (values: number[]) => Math.max(...values) <= 1.5 * Math.min(...values) + 2;

/**
 * One character repeated, as a printer sets it: marks of one size at about even gaps. Fragments of
 * a solid rule the scan broke up, and specks in a row by chance, vary in both.
 */
function repeated(chain: Mark[], letter: number): boolean {
  const gaps = chain.slice(1).map((m, i) => m.x0 - (chain[i] as Mark).x1);
  return (
    Math.max(...gaps) <= 2 * Math.min(...gaps) + letter * 0.15 && alikeAll(chain.map(wide)) && alikeAll(chain.map(tall))
  );
}

/**
 * Marks that belong to a leader ("NAME ..........:") or a dashed or double rule ("-----", "=====")
 * drawn in characters: at least MIN_RUN of them, level with each other, evenly spaced and no more
 * than a letter's height and a half apart. Dots stand apart by most of their width at least; small
 * letters set close together do not.
 */
function ruleMarks(marks: Mark[], letter: number, apart: number): Set<Mark> {
  const band = Math.max(2, letter * 0.2);
  const byBand = bands(marks, band);
  const used = new Set<Mark>();
  for (const first of [...marks].sort((a, b) => a.x0 - b.x0)) {
    if (used.has(first)) continue;
    const chain = [first];
    for (;;) {
      const last = chain[chain.length - 1] as Mark;
      const m = nextOnLevel(byBand, last, band);
      const gap = m ? m.x0 - last.x1 : 0;
      if (!m || gap > letter * 1.5 || gap < apart * wide(m)) break;
      chain.push(m);
    }
    if (chain.length >= MIN_RUN && repeated(chain, letter)) {
      for (const m of chain) used.add(m);
    }
  }
  return used;
}

/** Two dots of about one size: a colon's pair, not a dot and a speck of the paper's grain. */
const alike = (a: Mark, b: Mark) => Math.max(wide(a), wide(b)) <= 2 * Math.min(wide(a), wide(b)) + 1;

/**
 * Dots with another dot right above or below them: a colon's, which stays (the readers find
 * labels by it) even when a leader runs into it.
 */
function colonDots(dots: Mark[], letter: number): Set<Mark> {
  const byColumn = new Map<number, Mark[]>();
  const column = (x: number) => Math.floor(x / letter);
  for (const m of dots) {
    const list = byColumn.get(column(m.x0));
    if (list) list.push(m);
    else byColumn.set(column(m.x0), [m]);
  }
  const stacked = new Set<Mark>();
  for (const m of dots)
    for (const k of [column(m.x0) - 1, column(m.x0), column(m.x0) + 1])
      for (const o of byColumn.get(k) ?? [])
        if (o !== m && o.x0 <= m.x1 && o.x1 >= m.x0 && Math.abs(middle(o) - middle(m)) <= letter * 0.7 && alike(o, m))
          stacked.add(m);
  return stacked;
}

/**
 * Erases dot leaders and dashed and double rules drawn in characters from a levelled, level page.
 * The recogniser reads a leader's dots as stray letters ("NAME hui ee") that split a label from
 * its value, and a dashed rule right over a line can hide that line from it altogether.
 */
export function eraseLeaders(image: GreyImage): { erased: number; letter: number } {
  const roots = marksOf(image);
  const letter = letterHeight(roots, image.height);
  if (!letter) return { erased: 0, letter };
  // Specks of the paper's grain are smaller than any printed dot; they are left to the recogniser.
  const printed = roots.filter((m) => Math.max(tall(m), wide(m)) >= letter * SPECK);
  const dots = printed.filter((m) => tall(m) <= letter * DOT && wide(m) <= tall(m) * 2 + 1);
  const bars = printed.filter((m) => tall(m) <= letter * BAR && wide(m) >= tall(m) * 1.2 && wide(m) <= letter * 3);
  const colons = colonDots(dots, letter);
  const erase = new Set([
    ...ruleMarks(
      dots.filter((m) => !colons.has(m)),
      letter,
      0.6,
    ),
    ...ruleMarks(bars, letter, 0),
    ...isolatedSpecks(roots, letter),
  ]);
  // The grey edge a scanner blurs around each mark goes with it.
  const pad = Math.max(1, Math.round(letter * 0.08));
  for (const m of erase)
    for (let y = Math.max(0, m.y0 - pad); y <= Math.min(image.height - 1, m.y1 + pad); y++)
      image.data.fill(
        255,
        y * image.width + Math.max(0, m.x0 - pad),
        y * image.width + Math.min(image.width, m.x1 + pad + 1),
      );
  return { erased: erase.size, letter };
}
