import type { Line, TextDoc } from './layout';
import { captionField, type StopField } from './stop-vocabulary';
import { written } from './x12-segments';

/**
 * A load exported as comma- or semicolon-separated values and printed as it is: a header row, then
 * one row a record, fields that hold the separator in double quotes. The separators are no gap the
 * reader parts cells at, so a row reads as one run of text. Where six lines or more part into as
 * many fields as a header row above them (a row cut at the paper's edge joined to the line that
 * goes on with it), each row is written as its fields in cells: a two-field table ("Field,Value")
 * as "caption: value", a wider one as cells under its head, empty fields leaving no cell, as a
 * bar-parted export is read. A stop table's place in three fields (city, state, ZIP) is written as
 * one "City, ST ZIP" cell, its day and hours as one cell, and its reference behind a "Ref" label,
 * the cells a bar-parted stop line has.
 */

/** A line's fields split at `sep` outside quotes; null when a quote is left open. */
function fields(text: string, sep: string): string[] | null {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && !cur.trim()) quoted = true;
    else if (ch === sep) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (quoted) return null;
  out.push(cur.trim());
  return out;
}

const SEPARATORS = [',', ';'] as const;

/** The separator most rows part at, with at least two fields a row; null on other documents. */
function separatorOf(doc: TextDoc): string | null {
  for (const sep of SEPARATORS) {
    // A cheap look first: six lines holding the separator outside a sentence's spacing.
    const rows = doc.lines.filter((l) => l.segments.length === 1 && new RegExp(`\\S${sep}\\S`).test(l.text));
    if (rows.length >= 6) return sep;
  }
  return null;
}

type Table = { head: Line; width: number; rows: { lines: Line[]; cells: string[] }[] };

function tables(doc: TextDoc, sep: string): Table[] {
  const out: Table[] = [];
  let table: Table | null = null;
  const lines = doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    let text = line.text;
    const taken = [line];
    let cells = fields(text, sep);
    // A row cut at the paper's edge goes on in the next line: joined while the row is short of the head.
    while (
      table &&
      (!cells || cells.length < table.width) &&
      i + 1 < lines.length &&
      taken.length < 4 &&
      (lines[i + 1] as Line).page === line.page
    ) {
      const next = lines[i + 1] as Line;
      const joined = fields(text + next.text, sep);
      if (joined && joined.length > table.width) break;
      text += next.text;
      taken.push(next);
      cells = joined;
      i++;
    }
    if (table && cells && cells.length === table.width) {
      table.rows.push({ lines: taken, cells });
      continue;
    }
    if (table?.rows.length) out.push(table);
    table = null;
    i -= taken.length - 1;
    const head = fields(line.text, sep);
    if (head && head.length >= 2 && line.segments.length === 1 && head.every((h) => /^[A-Za-z][\w #./()-]*$/.test(h)))
      table = { head: line, width: head.length, rows: [] };
  }
  if (table?.rows.length) out.push(table);
  return out;
}

/** Each column's stop field, a window's start and end columns ("From", "To") among them. */
const fieldsOf = (head: string[]): (StopField | null)[] =>
  head.map((h) =>
    /^(?:from|start|open)$/i.test(h) ? 'time' : /^(?:to|end|close)$/i.test(h) ? 'timeEnd' : captionField(h),
  );

/** A stop row's cells as a bar-parted stop line has them; the row as it is when its head names no place. */
function stopCells(fields: (StopField | null)[], cells: string[], head = false): string[] {
  const at = (f: StopField) => fields.indexOf(f);
  const [city, state, zip, date] = [at('city'), at('state'), at('zip'), at('date')];
  if (city < 0 || state < 0 || date < 0) return cells;
  const value = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');
  const out: string[] = [];
  fields.forEach((f, i) => {
    const v = value(i);
    if (head && f === 'city') out.push('City, ST ZIP');
    else if (f === 'city') out.push(`${v}, ${value(state)} ${value(zip)}`.trim());
    else if (head && (f === 'date' || f === 'reference')) out.push(v);
    else if (f === 'date') {
      const [from, to] = [value(at('time')), value(at('timeEnd'))];
      out.push([v, from && to && to !== from ? `${from} - ${to}` : from].filter(Boolean).join(' '));
    } else if (f === 'reference' && v) out.push(`Ref ${v}`);
    else if (f !== 'state' && f !== 'zip' && f !== 'time' && f !== 'timeEnd') out.push(v);
  });
  return out;
}

/** The document with separated-value rows written as cells; any other document as it is. */
export function withSeparatedValues(doc: TextDoc): TextDoc {
  const sep = separatorOf(doc);
  if (!sep) return doc;
  const found = tables(doc, sep).filter((t) => t.rows.length >= 1);
  if (found.reduce((n, t) => n + t.rows.length + 1, 0) < 6) return doc;
  const rewritten = new Map<Line, Line | null>();
  for (const t of found) {
    const head = fields(t.head.text, sep) ?? [];
    const kinds = fieldsOf(head);
    if (t.width === 2) rewritten.set(t.head, null);
    else rewritten.set(t.head, written(t.head, stopCells(kinds, head, true)));
    for (const row of t.rows) {
      const [first, ...rest] = row.lines as [Line, ...Line[]];
      const [label, value] = row.cells;
      const texts = t.width === 2 ? (value ? [`${label}: ${value}`] : []) : stopCells(kinds, row.cells).filter(Boolean);
      rewritten.set(first, texts.length ? written(first, texts) : null);
      for (const l of rest) rewritten.set(l, null);
    }
  }
  const lines: Line[] = [];
  for (const line of doc.lines) {
    const out = rewritten.has(line) ? rewritten.get(line) : line;
    if (out) lines.push(out);
  }
  return { ...doc, lines: lines.map((l, index) => ({ ...l, index })) };
}
