import { findAddress } from './addresses';
import { type Line, lineHeight, type TextDoc } from './layout';
import { cellsOf, columnsOf, type TableRow } from './layout-table';

/**
 * A table whose heading takes two rows ("Seq | Type | Facility | Date" over "Address | City/State/Zip
 * | Appt Time | Ref #") and whose every record takes two lines, the first set under the first row of
 * captions and the second under the second. Each record is read as one row: the first line's cells
 * by the first row's columns, then the second line's by the second's. Taken only when every record's
 * second line holds an address ("City, ST 12345") and its first line none, so a table of one-line
 * rows under two heading rows is left to the ordinary reading.
 */
export type TwoRowTable<F> = { head: Line; fields: F[]; rows: TableRow[] };

export function twoRowTable<F>(
  doc: TextDoc,
  first: Line,
  second: Line,
  fields: [F[], F[]],
  ends: (line: Line) => boolean,
  maxLines = 40,
): TwoRowTable<F> | null {
  if (second.index !== first.index + 1 || second.page !== first.page) return null;
  if (second.top - first.bottom > lineHeight(first) * 1.2) return null;
  const columns = [columnsOf(first), columnsOf(second)] as const;
  const hasAddress = (l: Line) => l.segments.some((s) => findAddress(s.text) !== null);
  const rows: TableRow[] = [];
  let previous = second;
  const limit = Math.min(doc.lines.length - 1, second.index + 1 + maxLines);
  for (let i = second.index + 1; i < limit; i += 2) {
    const a = doc.lines[i];
    const b = doc.lines[i + 1];
    if (!a || !b || a.page !== first.page || b.page !== first.page) break;
    if (a.top - previous.bottom > lineHeight(previous) * 2.6 || b.top - a.bottom > lineHeight(a) * 1.2) break;
    if (ends(a) || ends(b) || hasAddress(a) || !hasAddress(b)) break;
    rows.push({
      lines: [a, b],
      cells: [...cellsOf(a, columns[0]).map((t) => [t]), ...cellsOf(b, columns[1]).map((t) => [t])],
    });
    previous = b;
  }
  if (!rows.length) return null;
  const head: Line = {
    ...first,
    segments: [...first.segments, ...second.segments],
    text: `${first.text}  ${second.text}`,
  };
  return { head, fields: [...fields[0], ...fields[1]], rows };
}
