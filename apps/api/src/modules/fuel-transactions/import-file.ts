import { Readable } from 'node:stream';
import { FUEL_IMPORT_MAX_ROWS, FUEL_MESSAGES } from '@tms/domain';
import chardet from 'chardet';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors';

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

const tooMany = () => new AppError(413, FUEL_MESSAGES.tooManyRows);
const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** The header is the first row with at least three filled cells (some exports start with name/value metadata rows). */
function headerIndex(lines: string[]): number {
  const i = lines.findIndex((l) => l.split(SEP).filter((c) => c.trim() !== '').length >= 3);
  return Math.max(i, 0);
}

function decode(data: Buffer): string {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return data.subarray(3).toString('utf8');
  const detected = (chardet.detect(data.subarray(0, 65536)) ?? 'UTF-8').toUpperCase();
  // ISO-8859-1 and windows-1252 are told apart by nothing reliable: 1252 is its superset.
  const encoding =
    detected.startsWith('UTF-8') || detected === 'ASCII'
      ? 'utf8'
      : iconv.encodingExists(detected)
        ? detected
        : 'windows-1252';
  const name = /^ISO-8859-1$/.test(encoding) ? 'windows-1252' : encoding;
  return iconv.decode(data, name);
}

function encodingOf(data: Buffer): string {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return 'UTF-8 (BOM)';
  const detected = chardet.detect(data.subarray(0, 65536)) ?? 'UTF-8';
  return /^(ISO-8859-1|windows-1252)$/i.test(detected) ? 'windows-1252' : detected;
}

function parseCsv(data: Buffer): ParsedFile {
  const text = decode(data);
  // Row by row (papaparse's step), each record kept as one compact string: the parse never holds
  // the file as arrays of cells.
  const lines: string[] = [];
  let delimiter = '';
  let over = false;
  Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      delimiter ||= result.meta.delimiter;
      lines.push(result.data.join(SEP));
      if (lines.length > FUEL_IMPORT_MAX_ROWS + 10) {
        over = true;
        parser.abort();
      }
    },
  });
  if (over) throw tooMany();
  const h = headerIndex(lines);
  const headers = (lines[h] === undefined ? [] : lines[h].split(SEP)).map((c) => c.trim());
  if (headers.length > MAX_COLUMNS) throw new AppError(422, `The file has more than ${MAX_COLUMNS} columns`);
  const rowIssues = new Map<number, string>();
  const rows = lines.slice(h + 1).map((line, i) => {
    const row = h + i + 2;
    const fields = cellCount(line);
    if (fields > headers.length)
      rowIssues.set(row, `Row has ${fields} fields but the header has ${headers.length} (an unquoted delimiter?)`);
    return { row, line };
  });
  if (rows.length > FUEL_IMPORT_MAX_ROWS) throw tooMany();
  return { encoding: encodingOf(data), delimiter, headers, rows, rowIssues };
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
        if (chars > MAX_XLSX_CHARS) throw new AppError(413, 'The workbook expands beyond the size limit');
        raw.push({ row: row.number, line: cells.join(SEP) });
        if (raw.length > FUEL_IMPORT_MAX_ROWS + 10) throw tooMany();
      }
      break; // the first sheet holds the transactions; pivot sheets follow
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(422, 'The workbook could not be read');
  }
  const h = headerIndex(raw.map((r) => r.line));
  const headers = (raw[h] ? cellsOf(raw[h]) : []).map((c) => c.trim());
  const rows = raw.slice(h + 1).filter((r) => cellsOf(r).some((c) => c !== ''));
  if (rows.length > FUEL_IMPORT_MAX_ROWS) throw tooMany();
  return { encoding: 'xlsx', delimiter: null, headers, rows, rowIssues: new Map() };
}

export async function parseFuelFile(fileName: string, data: Buffer): Promise<ParsedFile> {
  const lower = fileName.toLowerCase();
  if (isZip(data) || lower.endsWith('.xlsx')) {
    if (!isZip(data)) throw new AppError(422, 'The workbook could not be read');
    return parseXlsx(data);
  }
  if (!/\.(csv|txt|tsv)$/.test(lower)) throw new AppError(415, FUEL_MESSAGES.fileType);
  if (data.includes(0)) throw new AppError(422, 'The file is not text');
  return parseCsv(data);
}
