import { csvRow } from '@tms/domain';

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

/** Builds a CSV file (cells encoded by the domain's csvCell) and has the browser save it. */
export function downloadCsv<Row>(fileName: string, columns: CsvColumn<Row>[], rows: Row[]) {
  const text = [csvRow(columns.map((c) => c.header)), ...rows.map((r) => csvRow(columns.map((c) => c.value(r))))].join(
    '\r\n',
  );
  const url = URL.createObjectURL(new Blob([`${text}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A file name from a title and the period: "monthly-revenue-2026.csv". */
export const csvFileName = (title: string, period: string) =>
  `${`${title} ${period}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;
