import type { Line, TextDoc, Word } from './layout';
import { captionField, kindOfCell, type StopField } from './stop-vocabulary';
import { findDates, US_STATES } from './values';

/**
 * Stops printed as a fixed-width report: one line a stop ("001 LD ACME FOODS TROY OH 45373 03/05/26
 * 0800"), columns kept by character position rather than rules, often only one space apart. The
 * columns come from the head line when one stands above the rows, else from the positions every row
 * leaves blank. Each row becomes its cells, in column order, with the lines printed under it.
 */

export type FixedRow = {
  line: Line;
  words: Word[];
  /** The column of each word, by where it starts. */
  columns: number[];
  /** Lines under the row, indented past its first column: the street, a reference, a phone. */
  more: Line[];
};

export type FixedTable = { fields: (StopField | null)[]; rows: FixedRow[] };

const SEQUENCE = /^#?0*\d{1,3}[.)]?$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;

const wordsOf = (line: Line): Word[] => line.segments.flatMap((s) => s.words);

/** The width of one character, from the row's words (fixed-width type has one width for all). */
function charWidth(lines: Line[]): number {
  const widths = lines.flatMap(wordsOf).map((w) => (w.x1 - w.x0) / Math.max(1, w.text.length));
  return widths.sort((a, b) => a - b)[Math.floor(widths.length / 2)] ?? 5;
}

/** A stop row: a sequence number first, a stop kind, a state beside a ZIP code, and a date. */
function isStopRow(line: Line): boolean {
  const words = wordsOf(line).map((w) => w.text);
  if (words.length < 6 || !SEQUENCE.test(words[0] ?? '')) return false;
  if (!words.some((w) => kindOfCell(w) !== null)) return false;
  const stateZip = words.some((w, i) => US_STATES.has(w) && ZIP.test(words[i + 1] ?? ''));
  return stateZip && findDates(line.text).length > 0;
}

/** Runs of stop rows on one page, with only lines printed under a row between two of them. */
function rowGroups(doc: TextDoc): Line[][] {
  const groups: Line[][] = [];
  let current: Line[] = [];
  let gap = 0;
  for (const line of doc.lines) {
    const last = current.at(-1);
    if (isStopRow(line) && (!last || (line.page === last.page && gap <= 4))) {
      current.push(line);
      gap = 0;
    } else if (isStopRow(line)) {
      groups.push(current);
      current = [line];
      gap = 0;
    } else if (current.length && ++gap > 4) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length) groups.push(current);
  return groups.filter((g) => g.length >= 2);
}

/** The head line just above the rows: mostly captions of stop fields, each word where its column starts. */
function headAbove(doc: TextDoc, first: Line): Word[] | null {
  for (let i = first.index - 1; i >= Math.max(0, first.index - 3); i--) {
    const line = doc.lines[i];
    if (!line || line.page !== first.page) return null;
    if (/^[-=_\s]+$/.test(line.text)) continue;
    const words = wordsOf(line);
    const named = words.filter((w) => captionField(w.text) !== null).length;
    return words.length >= 4 && named >= words.length / 2 ? words : null;
  }
  return null;
}

/** Column starts every row agrees on: a word starts there in some row and no row's word runs across it. */
function alignedStarts(rows: Line[], tolerance: number): number[] {
  const words = rows.map(wordsOf);
  const starts = words.flat().map((w) => w.x0);
  const crossed = (x: number) => words.some((ws) => ws.some((w) => w.x0 < x - tolerance && w.x1 > x + tolerance));
  const out: number[] = [];
  for (const x of starts.sort((a, b) => a - b))
    if (!crossed(x) && !out.some((o) => Math.abs(o - x) <= tolerance)) out.push(x);
  return out;
}

function rowOf(line: Line, starts: number[], tolerance: number, more: Line[]): FixedRow {
  const words = wordsOf(line);
  const columns = words.map((w) =>
    Math.max(
      0,
      starts.findLastIndex((x) => x <= w.x0 + tolerance),
    ),
  );
  return { line, words, columns, more };
}

/** Lines under a row, up to the next row, that start past the row's first column. */
function linesUnder(doc: TextDoc, row: Line, rows: Line[], indent: number): Line[] {
  const out: Line[] = [];
  for (let i = row.index + 1; i < Math.min(doc.lines.length, row.index + 4); i++) {
    const line = doc.lines[i];
    const x0 = line?.segments[0]?.x0;
    if (!line || rows.includes(line) || line.page !== row.page || x0 === undefined || x0 < indent) break;
    out.push(line);
  }
  return out;
}

/** The fixed-width stop tables of the document, each with two rows or more. */
export function fixedWidthTables(doc: TextDoc): FixedTable[] {
  return rowGroups(doc).map((rows) => {
    const char = charWidth(rows);
    const tolerance = char * 0.4;
    const head = headAbove(doc, rows[0] as Line);
    const starts = head ? head.map((w) => w.x0) : alignedStarts(rows, tolerance);
    const fields = head ? head.map((w) => captionField(w.text)) : starts.map(() => null);
    const indent = (wordsOf(rows[0] as Line)[0]?.x0 ?? 0) + char;
    return {
      fields,
      rows: rows.map((line) => rowOf(line, starts, tolerance, linesUnder(doc, line, rows, indent))),
    };
  });
}
