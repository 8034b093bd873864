import type { Line, Segment, TextDoc } from './layout';
import { lineHeight } from './layout';
import { type Column, cellsOf, columnsOf } from './layout-table';

/**
 * A TMS print may list its places once, in a table keyed by codes (Code, Name, Address, City, ST,
 * Zip, Phone), and refer to them by code from a schedule (Seq, Activity, Code, Date, Time, Ref).
 * Each schedule row takes the keyed row's cells, set to the right of its own, so the schedule reads
 * as one stop table; the keyed table is dropped, its places now read where they are used.
 */

// A code of a master table: one token of letters, digits and dashes, with a digit ("ABQ867", "L-2041").
const CODE = /^(?=[A-Z-]*\d)[A-Z0-9][A-Z0-9-]{2,11}$/i;
// The gap left between the schedule's last column and the keyed columns set after it.
const GAP = 12;

type Keyed = { head: Line; columns: Column[]; lines: Line[]; rows: Map<string, string[]> };

/** A heading row: three captions or more, short and without figures. */
const isHead = (l: Line) =>
  l.segments.length >= 3 && l.segments.every((s) => s.text.length <= 30 && !/\d/.test(s.text));

/** The table under `head` whose first column holds codes, one row per code; null when it is not one. */
function keyedTable(doc: TextDoc, head: Line): Keyed | null {
  const columns = columnsOf(head);
  const rows = new Map<string, string[][]>();
  const lines: Line[] = [head];
  let current: string[][] | null = null;
  let previous = head;
  for (let i = head.index + 1; i < doc.lines.length; i++) {
    const line = doc.lines[i] as Line;
    if (line.page !== head.page || line.top - previous.bottom > lineHeight(previous) * 2.4) break;
    const cells = cellsOf(line, columns);
    const key = cells[0] ?? '';
    if (key && CODE.test(key) && !rows.has(key)) {
      current = cells.map((c) => [c]);
      rows.set(key, current);
    } else if (!key && current && line.top - previous.bottom <= lineHeight(previous) * 1.2) {
      for (const [c, text] of cells.entries()) current[c]?.push(text);
    } else break;
    lines.push(line);
    previous = line;
  }
  if (rows.size < 2) return null;
  const joined = new Map([...rows].map(([k, cells]) => [k, cells.map((c) => c.filter(Boolean).join(' '))]));
  return { head, columns, lines, rows: joined };
}

/** The lines of a table under `head` whose column `col` names a keyed row, each with its key. */
function referringRows(doc: TextDoc, head: Line, keyed: Keyed): { lines: Line[]; keys: string[] } | null {
  const columns = columnsOf(head);
  const found = columns.map(() => [] as { line: Line; key: string }[]);
  for (let i = head.index + 1; i < Math.min(doc.lines.length, head.index + 60); i++) {
    const line = doc.lines[i] as Line;
    if (line.page !== head.page || isHead(line)) break;
    cellsOf(line, columns).forEach((cell, c) => {
      if (keyed.rows.has(cell)) found[c]?.push({ line, key: cell });
    });
  }
  const best = found.reduce((a, b) => (b.length > a.length ? b : a), []);
  if (best.length < 2) return null;
  return { lines: best.map((f) => f.line), keys: best.map((f) => f.key) };
}

const segment = (line: Line, x0: number, text: string): Segment => {
  const x1 = x0 + text.length * lineHeight(line) * 0.5;
  const box = { x0, x1, top: line.top, bottom: line.bottom, page: line.page };
  return { ...box, text, words: [{ ...box, text }] };
};

const withSegments = (line: Line, extra: Segment[]): Line => {
  const segments = [...line.segments, ...extra];
  return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
};

/** The document with each table that refers to a keyed table by code given the keyed row's cells. */
export function withJoinedTables(doc: TextDoc): TextDoc {
  const heads = doc.lines.filter(isHead);
  for (const head of heads) {
    const keyed = keyedTable(doc, head);
    if (!keyed) continue;
    for (const other of heads) {
      if (other === head) continue;
      const refs = referringRows(doc, other, keyed);
      if (!refs) continue;
      const right = Math.max(...[other, ...refs.lines].flatMap((l) => l.segments.map((s) => s.x1)));
      const dx = right + GAP - (keyed.columns[1]?.left ?? right);
      const moved = new Map<Line, Line>();
      const captions = keyed.head.segments.slice(1).map((s) => segment(other, s.x0 + dx, s.text));
      moved.set(other, withSegments(other, captions));
      refs.lines.forEach((line, n) => {
        const cells = keyed.rows.get(refs.keys[n] ?? '') ?? [];
        const extra = keyed.columns
          .slice(1)
          .flatMap((col, c) => (cells[c + 1] ? [segment(line, col.left + dx, cells[c + 1] as string)] : []));
        moved.set(line, withSegments(line, extra));
      });
      const dropped = new Set(keyed.lines);
      const lines = doc.lines.filter((l) => !dropped.has(l)).map((l, index) => ({ ...(moved.get(l) ?? l), index }));
      return { ...doc, lines };
    }
  }
  return doc;
}
