import { fileCheckValue, lineCheckValue } from './check-values';
import { EldLineError, lineError } from './fields';
import {
  END_TITLE,
  HEADER_LINES,
  HEADER_TITLE,
  LIST_SEGMENT_ORDER,
  LIST_SEGMENTS,
  type ListSegmentKey,
  TITLES,
  titleIndex,
} from './segments';

/** Limits that keep a hostile upload from costing more than a real file ever needs. */
export const ELD_FILE_MAX_CHARS = 5 * 1024 * 1024;
export const ELD_FILE_MAX_LINES = 200_000;

/** A data line: its 1-based number and its fields by name (the check value left out). */
export type Row<F extends string> = { line: number; fields: Record<F, string> };

type FieldsOf<K extends ListSegmentKey> = (typeof LIST_SEGMENTS)[K]['fields'][number];
type HeaderRow<I extends 0 | 1 | 2 | 3 | 4 | 5 | 6> = Row<(typeof HEADER_LINES)[I]['fields'][number]>;
type HeaderRows = [HeaderRow<0>, HeaderRow<1>, HeaderRow<2>, HeaderRow<3>, HeaderRow<4>, HeaderRow<5>, HeaderRow<6>];

/** Every segment's rows, check values verified, in the layout of segments.ts. */
export type EldFileLines = {
  header: HeaderRows;
  lists: { [K in ListSegmentKey]: Row<FieldsOf<K>>[] };
  fileCheckValue: string;
};

/** The lines of the text: CR LF, LF or CR (the appendix's own terminator) end a line. */
function splitLines(text: string): string[] {
  if (text.length > ELD_FILE_MAX_CHARS) {
    throw new EldLineError(0, `The file is over ${ELD_FILE_MAX_CHARS / 1024 / 1024} MB, larger than any ELD file.`);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > ELD_FILE_MAX_LINES + 1) {
    throw new EldLineError(0, `The file has over ${ELD_FILE_MAX_LINES.toLocaleString('en-US')} lines.`);
  }
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) throw new EldLineError(1, 'Line 1: the file is empty, not an ELD output file.');
  return lines;
}

/** Reads a file's lines in order, keeping each data line's check value for the file check value. */
class LineCursor {
  index = 0;
  readonly checkValues: string[] = [];

  constructor(readonly lines: string[]) {}

  get lineNumber() {
    return this.index + 1;
  }

  atEnd() {
    return this.index >= this.lines.length;
  }

  peek() {
    return this.lines[this.index] ?? '';
  }

  /** The next line, which must be the title at `position` in TITLES. */
  title(position: number) {
    const title = TITLES[position]!;
    if (this.atEnd()) throw lineError(this.index, `the file ends without the segment "${title}".`);
    const found = titleIndex(this.peek());
    if (found !== position) throw lineError(this.lineNumber, this.titleFault(title, found));
    this.index++;
  }

  private titleFault(title: string, found: number) {
    if (this.index === 0) return `not an ELD output file: the first line must be "${HEADER_TITLE}".`;
    if (found < 0) return `expected the segment title "${title}", found a data line.`;
    if (found > TITLES.indexOf(title)) return `the segment "${title}" is missing before "${TITLES[found]}".`;
    return `the segment "${TITLES[found]}" appears again or out of order.`;
  }

  /** The next line as a data line of `fields`: its check value verified and kept. */
  row<F extends string>(fields: readonly F[], name: string): Row<F> {
    const line = this.lineNumber;
    if (this.atEnd()) throw lineError(this.index, `the file ends before the ${name}.`);
    const text = this.peek();
    if (titleIndex(text) >= 0) throw lineError(line, `expected the ${name}, found the title "${text.trim()}".`);
    if (hasControlCharacter(text)) {
      throw lineError(line, 'holds a control character: this is not a text ELD file.');
    }
    const values = verifiedFields(line, text);
    this.checkValues.push(text.slice(text.lastIndexOf(',') + 1));
    if (values.length !== fields.length) {
      throw lineError(line, `expected ${fields.length + 1} fields in the ${name}, got ${values.length + 1}.`);
    }
    this.index++;
    return { line, fields: Object.fromEntries(fields.map((f, i) => [f, values[i]!])) as Record<F, string> };
  }

  /** The rows of a list segment: every line up to the next title. */
  rows<F extends string>(fields: readonly F[], name: string): Row<F>[] {
    const rows: Row<F>[] = [];
    while (!this.atEnd() && titleIndex(this.peek()) < 0) rows.push(this.row(fields, name));
    return rows;
  }
}

/** Any C0 control character but tab, or DEL: a binary file, never an ELD file. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9) || code === 127) return true;
  }
  return false;
}

/** A data line's fields before its check value, once the check value (its last field) matches its data. */
function verifiedFields(line: number, text: string): string[] {
  const comma = text.lastIndexOf(',');
  if (comma < 0) throw lineError(line, 'is not a data line of an ELD file: it has no comma-separated fields.');
  const written = text.slice(comma + 1);
  if (!/^[0-9A-Fa-f]{2}$/.test(written)) {
    throw lineError(line, `the line check value "${written}" is not two hexadecimal digits.`);
  }
  const computed = lineCheckValue(text.slice(0, comma));
  if (Number.parseInt(written, 16) !== Number.parseInt(computed, 16)) {
    throw lineError(line, `the line check value is ${written}, the line's data gives ${computed}.`);
  }
  return text.slice(0, comma).split(',');
}

/** The End of File segment: its title, the file data check value, and nothing after. */
function readEnd(cursor: LineCursor): string {
  cursor.title(TITLES.indexOf(END_TITLE));
  if (cursor.atEnd()) throw lineError(cursor.index, 'the file ends without its file data check value.');
  const line = cursor.lineNumber;
  const written = cursor.peek().trim();
  if (!/^[0-9A-Fa-f]{4}$/.test(written)) {
    throw lineError(line, `the file check value "${written}" is not four hexadecimal digits.`);
  }
  const computed = fileCheckValue(cursor.checkValues);
  if (Number.parseInt(written, 16) !== Number.parseInt(computed, 16)) {
    throw lineError(line, `the file check value is ${written}, the file's line check values give ${computed}.`);
  }
  cursor.index++;
  if (!cursor.atEnd()) throw lineError(cursor.lineNumber, 'text follows the file data check value.');
  return written.toUpperCase();
}

/** Splits the text into its segments, every line check value and the file check value verified. */
export function readEldFileLines(text: string): EldFileLines {
  const cursor = new LineCursor(splitLines(text));
  cursor.title(0);
  const header = HEADER_LINES.map((h) => cursor.row(h.fields, h.name)) as unknown as HeaderRows;
  const lists = {} as Record<ListSegmentKey, Row<string>[]>;
  LIST_SEGMENT_ORDER.forEach((key, i) => {
    const segment = LIST_SEGMENTS[key];
    cursor.title(i + 1);
    lists[key] = cursor.rows(segment.fields, `${segment.title.slice(0, -1)} line`);
  });
  return { header, lists: lists as EldFileLines['lists'], fileCheckValue: readEnd(cursor) };
}
