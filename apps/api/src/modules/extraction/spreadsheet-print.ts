import { buildTextDoc, type Line, lineHeight, type Segment, type TextDoc, type Word } from './layout';
import { US_STATES } from './values';

/**
 * A sheet made in a spreadsheet and printed with its row and column headings shows the grid's own
 * furniture beside the cells: a row of column letters (A B C D …) over the cells, repeated at the
 * top of every page, and each row's number (1, 2, 3 …) down the left edge. Line by line the row
 * number reads as the first word of the row's first cell ("12 Address"), and the letters as a line
 * of their own, so a label in column A is no longer a label. The letters' rows and the row numbers
 * are taken away, and the cells read as the label/value rows they are.
 *
 * Only a sheet that prints both is read so: a line of three or more single capital letters in
 * order from A, set wide apart like columns, and a run of consecutive row numbers, each a word of
 * its own at the start of its line, in one narrow band left of the first column letter.
 *
 * A cell's text shrunk to fit its cell, or run up to the cell's edge, stands closer to the next
 * cell's text than a column gap: "Contracted Carrier  HARBORLINE …" reads as one run. On such a
 * sheet a run is parted where a word starts at a cell's left edge (where the text of three or more
 * rows starts) after a gap wider than the run's spaces between words, or where the type changes size.
 * A place kept in three cells of a row, "Joplin | MO | 64801", reads as "Joplin, MO 64801".
 */

const MIN_LETTERS = 3;
const MIN_ROWS = 8;
// Columns stand apart: each letter sits at least this many text heights after the one before it.
const COLUMN_SPACING = 3;
// Row numbers are printed in one narrow gutter: all of them within this many text heights.
const GUTTER_HEIGHTS = 4;
// A cell's left edge: where the text of this many rows starts, within EDGE_SLACK page units.
const MIN_EDGE_ROWS = 3;
const EDGE_SLACK = 1.2;
// A gap between cells is wider than this many text heights, and than a space between words.
const CELL_GAP = 0.55;
const WIDER_THAN_SPACES = 1.25;
// Text shrunk to fit its cell: a run's type size changes by this share where it crosses a cell edge.
const SIZE_CHANGE = 0.04;

type Row = { line: Line; number: number; word: Word };

/** Whether a line is the column letters: "A | B | C …", one letter a segment, each a column apart. */
function letterRow(line: Line): boolean {
  const segs = line.segments;
  if (segs.length < MIN_LETTERS) return false;
  const h = lineHeight(line);
  return segs.every((s, i) => {
    if (s.words.length !== 1 || s.text !== String.fromCharCode(65 + i)) return false;
    const before = segs[i - 1];
    return !before || s.x0 - before.x1 >= h * COLUMN_SPACING;
  });
}

/** The line's row number: its first word when that is a whole number standing before the line's text. */
function rowNumber(line: Line): Row | null {
  const word = line.segments[0]?.words[0];
  if (!word || !/^\d{1,4}$/.test(word.text.trim())) return null;
  return { line, number: Number(word.text), word };
}

/** The longest run of lines numbered one after another (lines between them without a number allowed). */
function longestRun(rows: Row[]): Row[] {
  let best: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const run = [rows[i] as Row];
    for (const r of rows.slice(i + 1)) if (r.number === (run.at(-1) as Row).number + 1) run.push(r);
    if (run.length > best.length) best = run;
  }
  return best;
}

/** The document without a printed spreadsheet's column letters and row numbers; unchanged when it is none. */
export function withoutSpreadsheetHeadings(doc: TextDoc): TextDoc {
  // A sheet kept without its words (only its segments' text) is read as it is.
  if (doc.lines.some((l) => l.segments.some((s) => !s.words.length))) return doc;
  const letters = doc.lines.filter(letterRow);
  const first = letters[0];
  if (!first) return doc;
  const columnA = first.segments[0]?.x0 ?? 0;
  const rows = longestRun(
    doc.lines
      .filter((l) => l.index > first.index && !letters.includes(l))
      .map(rowNumber)
      .filter((r): r is Row => r !== null && r.word.x1 < columnA),
  );
  if (rows.length < MIN_ROWS) return doc;
  const h = Math.max(...rows.map((r) => r.word.bottom - r.word.top), 1);
  const left = Math.min(...rows.map((r) => r.word.x0));
  if (rows.some((r) => r.word.x1 - left > h * GUTTER_HEIGHTS)) return doc;
  // Most of the sheet's lines under the letters are numbered rows: a list or table with a column
  // of counts under a letter line is not.
  const under = doc.lines.filter((l) => l.index > first.index && !letters.includes(l)).length;
  if (rows.length * 2 < under) return doc;

  const dropped = new Set<Word>(rows.map((r) => r.word));
  for (const l of letters) for (const s of l.segments) for (const w of s.words) dropped.add(w);
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  for (const line of doc.lines)
    for (const s of line.segments) for (const w of s.words) if (!dropped.has(w)) pages[line.page]?.push(w);
  return withCellsParted(buildTextDoc(pages));
}

/** The left edges of the sheet's cells: where the text of several rows starts. */
function cellEdges(doc: TextDoc): number[] {
  const starts = doc.lines.flatMap((l) => l.segments.map((s) => s.x0)).sort((a, b) => a - b);
  const edges: number[] = [];
  for (const x of starts) {
    if (edges.some((e) => Math.abs(e - x) <= EDGE_SLACK)) continue;
    const rows = starts.filter((o) => Math.abs(o - x) <= EDGE_SLACK).length;
    if (rows >= MIN_EDGE_ROWS) edges.push(x);
  }
  return edges;
}

const gapsOf = (words: Word[]) => words.slice(1).map((w, i) => w.x0 - (words[i] as Word).x1);

function segmentOf(words: Word[], like: Segment): Segment {
  const text = words
    .map((w, i) => {
      const before = words[i - 1];
      const h = w.bottom - w.top || 1;
      return before && w.x0 - before.x1 > h * 0.12 ? ` ${w.text}` : w.text;
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  return {
    text,
    x0: (words[0] as Word).x0,
    x1: Math.max(...words.map((w) => w.x1)),
    top: Math.min(...words.map((w) => w.top)),
    bottom: Math.max(...words.map((w) => w.bottom)),
    page: like.page,
    words,
  };
}

const heightOf = (w: Word) => w.bottom - w.top;

/** The one type size of a run of words (their heights within 2%), else null. */
function sizeOf(words: Word[]): number | null {
  const hs = words.map(heightOf);
  const lo = Math.min(...hs);
  return hs.length && Math.max(...hs) <= lo * 1.02 ? lo : null;
}

/**
 * Where a run of words crosses from one cell into the next: a word at a cell's left edge after a
 * gap wider than the run's spaces, or where the type changes size (a cell's text shrunk to fit).
 */
function cellBreak(words: Word[], from: number, i: number, edges: number[]): boolean {
  const w = words[i] as Word;
  if (!edges.some((e) => Math.abs(e - w.x0) <= EDGE_SLACK)) return false;
  const gaps = gapsOf(words);
  const gap = gaps[i - 1] ?? 0;
  if (gap < 0) return false;
  const spaces = gaps.filter((_, k) => k !== i - 1);
  if (gap >= heightOf(w) * CELL_GAP && spaces.every((g) => g * WIDER_THAN_SPACES <= gap)) return true;
  const before = sizeOf(words.slice(from, i));
  const after = sizeOf(words.slice(i));
  return before !== null && after !== null && Math.abs(before - after) >= Math.max(before, after) * SIZE_CHANGE;
}

/** A segment cut where it crosses from one cell into the next. */
function partCells(seg: Segment, edges: number[]): Segment[] {
  const words = seg.words;
  if (words.length < 2 || words.length !== seg.text.split(' ').length) return [seg];
  const cuts: number[] = [];
  for (let i = 1; i < words.length; i++) if (cellBreak(words, cuts.at(-1) ?? 0, i, edges)) cuts.push(i);
  if (!cuts.length) return [seg];
  return [0, ...cuts].map((from, k) => segmentOf(words.slice(from, cuts[k] ?? words.length), seg));
}

const CITY = /^[A-Za-z][A-Za-z.' -]{1,30}$/;
const ZIP = /^(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/;

/** A row's city, state and ZIP cells side by side, as one "City, ST ZIP" segment. */
function joinPlaces(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const [city, state, zip] = segments.slice(i, i + 3) as [Segment, Segment?, Segment?];
    if (!state || !zip || !CITY.test(city.text) || !US_STATES.has(state.text) || !ZIP.test(zip.text)) {
      out.push(city);
      continue;
    }
    const place = segmentOf([...city.words, ...state.words, ...zip.words], city);
    out.push({ ...place, text: `${city.text}, ${state.text} ${zip.text}` });
    i += 2;
  }
  return out;
}

function withCellsParted(doc: TextDoc): TextDoc {
  const edges = cellEdges(doc);
  const lines = doc.lines.map((line) => {
    const segments = joinPlaces(line.segments.flatMap((s) => partCells(s, edges)));
    return segments.length === line.segments.length
      ? line
      : { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  return { ...doc, lines };
}
