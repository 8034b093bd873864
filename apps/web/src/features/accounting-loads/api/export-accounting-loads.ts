import { fetchFile } from '../../../app/api/fetch-file';
import { saveFile } from '../../documents';
import { type AccountingLoadParams, accountingLoadQuery } from './accounting-load-keys';

/** The filtered loads as the server's CSV (every page), saved by the browser. */
export async function exportAccountingLoads(params: Omit<AccountingLoadParams, 'skip' | 'limit'>): Promise<void> {
  const { file } = await fetchFile(`/api/accounting/loads/export?${accountingLoadQuery(params)}`, {
    accept: 'text/csv',
    fallbackName: 'accounting-loads.csv',
  });
  saveFile(file);
}
