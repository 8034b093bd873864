import { isAscii } from 'node:buffer';
import { Readable } from 'node:stream';
import { FUEL_IMPORT_MAX_ROWS, FUEL_MESSAGES } from '@tms/domain';
import chardet from 'chardet';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError, payloadTooLarge } from '../../lib/errors';
import { invalidField } from '../../lib/validation';

/**
 * A data row: its 1-based line (or sheet row) number and its cells joined by NUL, a character no
 * accepted file holds (text files with it are refused, XML cannot carry it). One string a row
 * instead of one per cell keeps a 100,000-row file to a few megabytes once parsed.
 */
export type FileRow = { row: number; line: string };

const SEP = '\u0000';
export const cellsOf = (r: FileRow): string[] => r.line.split(SEP);

/** Cells in a row without splitting it. */
function cellCount(line: string): number {
  let n = 1;
  for (let i = line.indexOf(SEP); i >= 0; i = line.indexOf(SEP, i + 1)) n++;
  return n;
}

export type ParsedFile = {
  encoding: string;
  delimiter: string | null;
  headers: string[];
  /** Data rows, compact (see `cellsOf`). */
  rows: FileRow[];
  /** Rows whose shape is wrong (more fields than the header): reported, never guessed at. */
  rowIssues: Map<number, string>;
};

const MAX_COLUMNS = 400;
/** Characters read from a workbook before giving up: a zip bomb expands far beyond any real export. */
const MAX_XLSX_CHARS = 200_000_000;

const tooMany = () => payloadTooLarge(FUEL_MESSAGES.tooManyRows);
const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** The header is the first row with at least three filled cells (some exports start with name/value metadata rows). */
function headerIndex(lines: string[]): number {
  const i = lines.findIndex((l) => l.split(SEP).filter((c) => c.trim() !== '').length >= 3);
  return Math.max(i, 0);
}

/** The decoder of a text file's bytes (after a UTF-8 BOM), as its encoding is detected. */
function textEncoding(data: Buffer): { bom: boolean; name: string } {
  const bom = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf;
  let name = 'utf8';
  // Plain ASCII reads the same in every encoding detected: one byte a character, no decoder.
  if (!bom && isAscii(data)) name = 'latin1';
  else if (!bom) {
    const detected = (chardet.detect(data.subarray(0, 65536)) ?? 'UTF-8').toUpperCase();
    // ISO-8859-1 and windows-1252 are told apart by nothing reliable: 1252 is its superset.
    const encoding =
      detected.startsWith('UTF-8') || detected === 'ASCII'
        ? 'utf8'
        : iconv.encodingExists(detected)
          ? detected
          : 'windows-1252';
    name = /^ISO-8859-1$/.test(encoding) ? 'windows-1252' : encoding;
  }
  return { bom, name };
}

/** The file's text `bytes` at a time; `bytes` of the file itself first, when asked, for papaparse's guesses. */
function* decodedPieces(data: Buffer, bytes: number): Generator<string> {
  const { bom, name } = textEncoding(data);
  const body = bom ? data.subarray(3) : data;
  if (name === 'latin1') {
    for (let at = 0; at < body.length; at += bytes) yield body.toString('latin1', at, at + bytes);
    return;
  }
  const decoder = iconv.getDecoder(name);
  for (let at = 0; at < body.length; at += bytes) yield decoder.write(body.subarray(at, at + bytes));
  const rest = decoder.end();
  if (rest) yield rest;
}

/** The encoding the file is read in, as the import shows it; plain ASCII is UTF-8 (guesses for it are noise). */
function encodingOf(data: Buffer): string {
  const { bom, name } = textEncoding(data);
  if (bom) return 'UTF-8 (BOM)';
  return name === 'utf8' || name === 'latin1' ? 'UTF-8' : name;
}

/**
 * Bytes decoded and parsed at a time: small enough for the piece's text and records to be
 * short-lived objects. Papaparse's guesses of the delimiter and line break look at the file's
 * first megabyte, read apart for them.
 */
const PIECE_BYTES = 64 * 1024;
const GUESS_BYTES = 1024 * 1024;

/**
 * The records of a text file, a piece at a time, each as one compact string (see `cellsOf`):
 * papaparse's parser over the text a megabyte at a time, the incomplete last record of a piece
 * carried into the next (as papaparse's own chunked reading does), with the delimiter and line
 * break guessed from the first piece among comma, semicolon, tab and pipe; blank lines skipped.
 */
function* csvRecords(data: Buffer, found: { delimiter: string }): Generator<string[]> {
  let carried = '';
  let parser: InstanceType<typeof Papa.Parser> | undefined;
  const pieces = decodedPieces(data, PIECE_BYTES);
  let next = pieces.next();
  while (!next.done) {
    const following = pieces.next();
    const last = following.done === true;
    const text = carried + next.value;
    if (!parser) {
      const head = data.length <= PIECE_BYTES ? text : (decodedPieces(data, GUESS_BYTES).next().value ?? '');
      const guess = Papa.parse<string[]>(head, { delimiter: '', delimitersToGuess: [',', ';', '\t', '|'], preview: 1 });
      found.delimiter = guess.meta.delimiter;
      parser = new Papa.Parser({
        delimiter: guess.meta.delimiter,
        newline: guess.meta.linebreak as Papa.ParseConfig['newline'],
      });
    }
    const { records, cursor } = parsePiece(parser, text, last);
    carried = last ? '' : text.slice(cursor);
    yield records;
    next = following;
  }
}

/**
 * One piece's records, compact; papaparse's arrays of cells are dropped here, before the records
 * are read, so they do not outlive the piece's parsing (see `OpenedFile.parts`).
 */
function parsePiece(parser: InstanceType<typeof Papa.Parser>, text: string, last: boolean) {
  const result = parser.parse(text, 0, !last) as Papa.ParseResult<string[]>;
  const records: string[] = [];
  for (const cells of result.data) if (cells.join('').trim() !== '') records.push(cells.join(SEP));
  return { records, cursor: result.meta.cursor };
}

/** A file opened for reading a part at a time: its header is known, its rows are read as they are asked for. */
export type OpenedFile = {
  encoding: string;
  delimiter: string | null;
  headers: string[];
  /** True when the file has no data row. */
  empty: boolean;
  /** Rows whose shape is wrong (more fields than the header), filled as the rows are read. */
  rowIssues: Map<number, string>;
  /**
   * The data rows in file order, a part of at most `most` rows at a time; once only. Throws 413
   * past the row limit. Small parts keep the rows' objects from being alive in the hundreds when
   * a young collection comes: V8 then allocates every later row of that kind in the old generation
   * (allocation-site pretenuring), where each stays until a full collection.
   */
  parts(most?: number): Generator<FileRow[]>;
};

function openCsv(data: Buffer): OpenedFile {
  const found = { delimiter: '' };
  const records = csvRecords(data, found);
  // The header is the first record with at least three filled cells; the records before it wait.
  const before: string[] = [];
  let header: string | undefined;
  let first: string[] = [];
  for (let r = records.next(); !r.done; r = records.next()) {
    const i = r.value.findIndex((l) => l.split(SEP).filter((c) => c.trim() !== '').length >= 3);
    if (i >= 0) {
      before.push(...r.value.slice(0, i));
      header = r.value[i];
      first = r.value.slice(i + 1);
      break;
    }
    before.push(...r.value);
  }
  if (header === undefined) {
    // No such record: the first one is the header, as a whole-file read would take it.
    header = before.shift();
    first = before.splice(0);
  }
  const headerAt = before.length; // records (blank lines aside) before the header
  const headers = (header === undefined ? [] : header.split(SEP)).map((c) => c.trim());
  if (headers.length > MAX_COLUMNS) throw invalidField('file', `The file has more than ${MAX_COLUMNS} columns`);
  const rowIssues = new Map<number, string>();
  let rest = records.next();
  const empty = first.length === 0 && (rest.done === true || rest.value.length === 0);
  let used = false;
  return {
    encoding: encodingOf(data),
    delimiter: found.delimiter,
    headers,
    empty,
    rowIssues,
    *parts(most = Number.POSITIVE_INFINITY) {
      if (used) throw new Error('The file is read once');
      used = true;
      let count = 0;
      const toRows = (lines: string[]) =>
        lines.map((line) => {
          count++;
          if (count > FUEL_IMPORT_MAX_ROWS) throw tooMany();
          const row = headerAt + count + 1;
          const fields = cellCount(line);
          if (fields > headers.length)
            rowIssues.set(
              row,
              `Row has ${fields} fields but the header has ${headers.length} (an unquoted delimiter?)`,
            );
          return { row, line };
        });
      const inParts = function* (lines: string[]) {
        for (let i = 0; i < lines.length; i += most) yield toRows(lines.slice(i, i + most));
      };
      yield* inParts(first);
      first = [];
      while (!rest.done) {
        yield* inParts(rest.value);
        rest = records.next();
      }
    },
  };
}

function parseCsv(data: Buffer): ParsedFile {
  const file = openCsv(data);
  const rows: FileRow[] = [];
  for (const part of file.parts()) for (const r of part) rows.push(r);
  return { encoding: file.encoding, delimiter: file.delimiter, headers: file.headers, rows, rowIssues: file.rowIssues };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** Reads the first sheet with exceljs's streaming reader, with caps on rows, columns and characters. */
async function parseXlsx(data: Buffer): Promise<ParsedFile> {
  // exceljs is loaded with the first workbook: most imports are CSV.
  const excel = (await import('exceljs')).default;
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const raw: FileRow[] = [];
  let chars = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1, MAX_COLUMNS + 1);
        const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i] ?? null).trim());
        chars += cells.reduce((n, c) => n + c.length, 0);
        if (chars > MAX_XLSX_CHARS) throw payloadTooLarge('The workbook expands beyond the size limit');
        raw.push({ row: row.number, line: cells.join(SEP) });
        if (raw.length > FUEL_IMPORT_MAX_ROWS + 10) throw tooMany();
      }
      break; // the first sheet holds the transactions; pivot sheets follow
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw invalidField('file', 'The workbook could not be read');
  }
  const h = headerIndex(raw.map((r) => r.line));
  const headers = (raw[h] ? cellsOf(raw[h]) : []).map((c) => c.trim());
  const rows = raw.slice(h + 1).filter((r) => cellsOf(r).some((c) => c !== ''));
  if (rows.length > FUEL_IMPORT_MAX_ROWS) throw tooMany();
  return { encoding: 'xlsx', delimiter: null, headers, rows, rowIssues: new Map() };
}

function fileKind(fileName: string, data: Buffer): 'xlsx' | 'text' {
  const lower = fileName.toLowerCase();
  if (isZip(data) || lower.endsWith('.xlsx')) {
    if (!isZip(data)) throw invalidField('file', 'The workbook could not be read');
    return 'xlsx';
  }
  if (!/\.(csv|txt|tsv)$/.test(lower)) throw new AppError(415, FUEL_MESSAGES.fileType);
  if (data.includes(0)) throw invalidField('file', 'The file is not text');
  return 'text';
}

export async function parseFuelFile(fileName: string, data: Buffer): Promise<ParsedFile> {
  return fileKind(fileName, data) === 'xlsx' ? parseXlsx(data) : parseCsv(data);
}

/** Rows of a workbook handed out at a time by `openFuelFile` (a workbook is read whole). */
const WORKBOOK_PART = 1000;

/**
 * The file opened for the commit: a text file is decoded and parsed a piece at a time as its rows
 * are asked for, so neither its whole text nor all its rows are held at once (decision 0087).
 */
export async function openFuelFile(fileName: string, data: Buffer): Promise<OpenedFile> {
  if (fileKind(fileName, data) === 'text') return openCsv(data);
  const { rows, ...file } = await parseXlsx(data);
  return {
    ...file,
    empty: rows.length === 0,
    *parts(most = WORKBOOK_PART) {
      const size = Math.min(most, WORKBOOK_PART);
      for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
    },
  };
}
