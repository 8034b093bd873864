import { fetchFile } from '../../../app/api/fetch-file';
import { saveFile } from '../../documents';
import { agingQuery } from './get-receivables-aging';

export type AgingFileKind = 'csv' | 'pdf';

const FILES: Record<AgingFileKind, { path: string; accept: string }> = {
  csv: { path: 'export', accept: 'text/csv' },
  pdf: { path: 'pdf', accept: 'application/pdf' },
};

/** The aging as the server's CSV or PDF, for the same day as the screen, saved by the browser. */
export async function downloadReceivablesAging(kind: AgingFileKind, asOf: string | undefined): Promise<void> {
  const { path, accept } = FILES[kind];
  const { file } = await fetchFile(`/api/accounting/receivables/aging/${path}?${agingQuery(asOf)}`, {
    accept,
    fallbackName: `receivables-aging${asOf ? `-${asOf}` : ''}.${kind}`,
  });
  saveFile(file);
}
