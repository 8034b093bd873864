import { findAddress } from './addresses';
import { type Row, readRow } from './delimited-stops';
import { type Line, lineHeight, type Segment, type TextDoc } from './layout';
import { kindOfCell, type StopType } from './stop-vocabulary';
import type { StopReading } from './stops';
import { findDates } from './values';

/**
 * Every stop one dense line of fields under no head of captions, the fields parted by semicolons,
 * bullets or dashes ("Dock 1; Acme Foods, 12 Main St, Troy, OH 45373; 5/4 @ 1pm; Ref # SJ845732"),
 * a long line going on indented under it. A line whose first field is a short heading, with a place
 * and then a day among its fields, is a stop; two such lines at least make the list. The kind is the
 * heading's where it names one; headings in wordings the reader does not know take theirs from the
 * order of the wordings (the first the pickups', the second the deliveries'), as unknown headings
 * over stops do.
 */

// Between fields: a semicolon, a bullet, a bar, or a dash set apart by spaces (not a hyphen, which
// joins the ends of a window).
const FIELD_BREAK = /\s*;\s*|\s+[•·|–—]\s+/;
const DELIMITER_CELL = /^[•·|–—;]$/;
// The heading: a few words, perhaps its number ("Dock 1", "Receiving Site 2 of 3").
const HEADING = /^([A-Za-z][A-Za-z'&/-]*(?: [A-Za-z][A-Za-z'&/-]*){0,3})(?:\s*#?\s*\d{1,2}(?: of \d{1,2})?)?$/;
const MIN_ROWS = 2;

const fieldsOf = (segments: Segment[]): Segment[] =>
  segments
    .filter((s) => !DELIMITER_CELL.test(s.text.trim()))
    .flatMap((s) =>
      s.text
        .split(FIELD_BREAK)
        .map((t) => t.trim())
        .filter((t) => t && !DELIMITER_CELL.test(t))
        .map((text) => ({ ...s, text })),
    );

/**
 * The delimiters a line's fields are parted by. A table's row parts its cells by their columns alone:
 * its first cell is the facility, not a heading, and its row is read with the table.
 */
const breaksIn = (segments: Segment[]): number =>
  segments.reduce((n, s) => n + (DELIMITER_CELL.test(s.text.trim()) ? 1 : s.text.split(FIELD_BREAK).length - 1), 0);
const MIN_BREAKS = 2;

type DenseRow = Row & { phrase: string; kind: StopType | null };

/** The row a line opens, with the indented lines under it; null when the line is no stop. */
function rowAt(doc: TextDoc, line: Line): DenseRow | null {
  const first = line.segments[0];
  if (!first) return null;
  const h = lineHeight(line);
  const more: Line[] = [];
  for (let i = line.index + 1; i < doc.lines.length && more.length < 3; i++) {
    const next = doc.lines[i] as Line;
    if (next.page !== line.page || (next.segments[0]?.x0 ?? 0) < first.x0 + h || next.top - line.bottom > h * 2.5)
      break;
    more.push(next);
  }
  const segments = [...line.segments, ...more.flatMap((l) => l.segments)];
  if (breaksIn(segments) < MIN_BREAKS) return null;
  const cells = fieldsOf(segments);
  const heading = cells[0]?.text.match(HEADING);
  if (!heading?.[1] || cells.length < 3) return null;
  const at = cells.findIndex((c) => findAddress(c.text)?.zip);
  if (at < 1 || !cells.slice(at + 1).some((c) => findDates(c.text).length)) return null;
  return { line, more, cells, phrase: heading[1].toLowerCase(), kind: kindOfCell(cells[0]?.text ?? '') };
}

/** Kinds by the wordings' order where the headings name none: the first wording pickups, the next deliveries. */
function kindsOf(rows: DenseRow[]): StopType[] {
  const phrases = [...new Set(rows.map((r) => r.phrase))];
  const known = new Map(rows.filter((r) => r.kind).map((r) => [r.phrase, r.kind as StopType]));
  const order = new Map<string, StopType>();
  for (const [i, p] of phrases.entries()) {
    const other = phrases.find((q) => q !== p && known.has(q));
    const kind = known.get(p) ?? (other ? (known.get(other) === 'pickup' ? 'delivery' : 'pickup') : null);
    order.set(p, kind ?? (i === 0 ? 'pickup' : 'delivery'));
  }
  return rows.map((r, i) =>
    phrases.length === 1 && !r.kind ? (i === 0 ? 'pickup' : 'delivery') : (order.get(r.phrase) as StopType),
  );
}

/** The stops of the document's dense stop lines, in order; none when fewer than two lines are stops. */
export function denseStopReadings(doc: TextDoc, reference: Date): StopReading[] {
  const rows: DenseRow[] = [];
  for (let i = 0; i < doc.lines.length; i++) {
    const row = rowAt(doc, doc.lines[i] as Line);
    if (!row) continue;
    rows.push(row);
    i += row.more.length;
  }
  if (rows.length < MIN_ROWS) return [];
  const kinds = kindsOf(rows);
  const stops: StopReading[] = [];
  for (const [i, row] of rows.entries()) {
    const stop = readRow({ line: row.line, more: row.more, cells: row.cells.slice(1) }, reference);
    if (!stop) continue;
    stop.type = kinds[i] as StopType;
    stop.block.type = stop.type;
    stop.block.heading = { ...stop.block.heading, type: stop.type };
    stops.push(stop);
  }
  return stops;
}
