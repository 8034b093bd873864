import { fetchFile } from '../../../app/api/fetch-file';

/** A file the API answers (the statement PDF, the payroll CSV), through the one file call. */
async function fileAt(path: string, accept: string, fallbackName: string): Promise<File> {
  return (await fetchFile(path, { accept, fallbackName })).file;
}

export const statementPdf = (id: number) =>
  fileAt(`/api/driver-statements/${id}/pdf`, 'application/pdf', `statement-${id}.pdf`);

export const statementsCsv = (periodStart: string, periodEnd: string) =>
  fileAt(
    `/api/driver-statements/export?${new URLSearchParams({ period_start: periodStart, period_end: periodEnd })}`,
    'text/csv',
    `driver-statements-${periodStart}-${periodEnd}.csv`,
  );

/** Saves a file through the browser's download. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a PDF in a new tab, where the browser's own viewer shows it. */
export function previewFile(file: File) {
  const url = URL.createObjectURL(file);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 120_000);
}
