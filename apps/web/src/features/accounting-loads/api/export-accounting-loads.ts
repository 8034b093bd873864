import { withSession } from '../../../app/api/api-client';
import { apiErrorFrom } from '../../../app/api/api-error';
import { type AccountingLoadParams, accountingLoadQuery } from './accounting-load-keys';

/** The filtered loads as the server's CSV (every page), saved by the browser. */
export async function exportAccountingLoads(params: Omit<AccountingLoadParams, 'skip' | 'limit'>): Promise<void> {
  const response = await withSession(async (token) => {
    const res = await fetch(`/api/accounting/loads/export?${accountingLoadQuery(params)}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
    if (!res.ok) throw await apiErrorFrom(res);
    return res;
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `accounting-loads-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
