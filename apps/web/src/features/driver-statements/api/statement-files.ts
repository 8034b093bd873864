import { withSession } from '../../../app/api/api-client';
import { apiErrorFrom } from '../../../app/api/api-error';

/** A file the API answers (the statement PDF, the payroll CSV), fetched with the session's token. */
async function fetchFile(path: string, accept: string): Promise<File> {
  const response = await withSession(async (token) => {
    const res = await fetch(path, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
    if (!res.ok) throw await apiErrorFrom(res);
    return res;
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? 'download';
  return new File([await response.blob()], name, { type: accept });
}

export const statementPdf = (id: number) => fetchFile(`/api/driver-statements/${id}/pdf`, 'application/pdf');

export const statementsCsv = (periodStart: string, periodEnd: string) =>
  fetchFile(
    `/api/driver-statements/export?${new URLSearchParams({ period_start: periodStart, period_end: periodEnd })}`,
    'text/csv',
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
