import { type Line, lineHeight, type TextDoc } from './layout';

/**
 * Tables: a heading row gives the columns; the lines under it are cut into cells by those columns
 * and grouped into rows, a row running over several lines when its cells wrap.
 */

/** A column from its caption; words whose centre falls in [x0, x1) belong to it. */
export type Column = { text: string; x0: number; x1: number; left: number };

/** One row: its lines and, per column, the cell's text on each of those lines (blank when empty). */
export type TableRow = { lines: Line[]; cells: string[][] };

// Where between two captions one column ends: cells are mostly left-aligned under their caption and
// run past its end, so the border sits nearer the next caption than half-way.
const BORDER = 0.75;

/** Columns from the captions of a heading row. */
export function columnsOf(head: Line): Column[] {
  const segs = head.segments;
  const border = (a: { x1: number }, b: { x0: number }) => a.x1 + BORDER * (b.x0 - a.x1);
  return segs.map((s, i) => {
    const prev = segs[i - 1];
    const next = segs[i + 1];
    return {
      text: s.text,
      left: s.x0,
      x0: prev ? border(prev, s) : Number.NEGATIVE_INFINITY,
      x1: next ? border(s, next) : Number.POSITIVE_INFINITY,
    };
  });
}

/**
 * The words of a line in each column (by where each word starts), one string per column. A run of
 * words that starts in one column stays in it past the border until a word starts under the next
 * column's caption: a long cell ("Acme Foods, 12 Main St, Dairy, OR") runs on into the gap before
 * a short caption's column.
 */
export function cellsOf(line: Line, columns: Column[]): string[] {
  const out = columns.map(() => [] as string[]);
  const slack = lineHeight(line) * 0.5;
  for (const s of line.segments) {
    let previous = -1;
    for (const w of s.words) {
      let i = columns.findIndex((col) => w.x0 >= col.x0 && w.x0 < col.x1);
      if (previous >= 0 && i > previous && w.x0 < (columns[i]?.left ?? 0) - slack) i = previous;
      if (i >= 0) out[i]?.push(w.text);
      previous = i;
    }
  }
  return out.map((ws) => ws.join(' ').trim());
}

/** The look of a cell that opens a row: a row's first cell and its wrapped lines differ in it. */
function shape(text: string): string {
  if (/\d{1,2}[/.-]\d{1,2}|\d{4}-\d{2}-\d{2}/.test(text)) return 'date';
  if (/^#?\d{1,3}[.)]?$/.test(text)) return 'number';
  return text ? 'text' : '';
}

export type TableOptions = {
  /** A line that ends the table (a total, a new section). */
  ends?: (line: Line) => boolean;
  maxLines?: number;
};

/**
 * The rows under a heading row. The key column is the first one filled on the first line; a line
 * whose key cell looks like the first row's opens a new row, other lines continue the row above.
 * The table ends at a page break, a blank band, a line wider than one cell that spans the columns
 * without fitting them, or where `ends` says.
 */
export function tableRows(doc: TextDoc, head: Line, columns: Column[], opts: TableOptions = {}): TableRow[] {
  const rows: TableRow[] = [];
  let key = -1;
  let keyShape = '';
  let previous = head;
  const limit = Math.min(doc.lines.length, head.index + 1 + (opts.maxLines ?? 40));
  for (let i = head.index + 1; i < limit; i++) {
    const line = doc.lines[i];
    if (!line || line.page !== head.page) break;
    const cells = cellsOf(line, columns);
    if (line.top - previous.bottom > lineHeight(previous) * 2.6 && !opensRoomyRow(line, previous, cells[key], keyShape))
      break;
    if (opts.ends?.(line) || spansColumns(line, columns)) break;
    if (key < 0) {
      key = cells.findIndex((c) => c !== '');
      keyShape = shape(cells[key] ?? '');
    }
    const current = rows.at(-1);
    const opens = !current || (cells[key] && shape(cells[key] ?? '') === keyShape);
    const row: TableRow = opens || !current ? { lines: [], cells: columns.map(() => []) } : current;
    if (row !== current) rows.push(row);
    row.lines.push(line);
    for (const [c, text] of cells.entries()) row.cells[c]?.push(text);
    previous = line;
  }
  return rows;
}

// Rows drawn taller than their text (room left to write in) leave up to this many text heights blank.
const ROW_ROOM = 5;

/**
 * A line past a blank band that opens a row as the first row opened, by a number or a date in its
 * key cell: a ruled table whose rows leave room to write in, not the text after the table.
 */
function opensRoomyRow(line: Line, previous: Line, key: string | undefined, keyShape: string): boolean {
  if (keyShape !== 'number' && keyShape !== 'date') return false;
  return line.top - previous.bottom <= lineHeight(previous) * ROW_ROOM && shape(key ?? '') === keyShape;
}

/** A run of prose under a table: one segment that crosses three or more column borders. */
function spansColumns(line: Line, columns: Column[]): boolean {
  return line.segments.some((s) => columns.filter((c) => c.x0 > s.x0 && c.x0 < s.x1).length >= 3);
}

/** A cell's lines joined, blank lines dropped. */
export function cellText(row: TableRow, column: number, sep = ' '): string {
  return (row.cells[column] ?? []).filter(Boolean).join(sep).trim();
}
