import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccountingExportList, accountingExportList, type QuickbooksExportQuery } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fetchFile } from '../../../app/api/fetch-file';
import { saveFile } from '../../documents';
import { accountingLoadKeys } from './accounting-load-keys';

const ACCEPT = { csv: 'text/csv', iif: 'text/plain' } as const;

/** What a download held: its invoices or payments, and how many an earlier export already held. */
export type QuickbooksExportResult = { rows: number; previously: number; filename: string };

const countOf = (response: Response, header: string) => Number.parseInt(response.headers.get(header) ?? '0', 10) || 0;

/** The file QuickBooks imports, saved by the browser; answers the counts the server sent beside it. */
export async function downloadQuickbooksExport(q: QuickbooksExportQuery): Promise<QuickbooksExportResult> {
  const { file, response } = await fetchFile(`/api/accounting/exports/quickbooks?${new URLSearchParams(q)}`, {
    accept: ACCEPT[q.format],
    fallbackName: `quickbooks-${q.kind}-${q.from}-to-${q.to}.${q.format}`,
  });
  saveFile(file);
  return {
    rows: countOf(response, 'X-Export-Rows'),
    previously: countOf(response, 'X-Previously-Exported'),
    filename: file.name,
  };
}

/** Downloads an export, then reads the record of exports again: the new one is at its top. */
export function useQuickbooksExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadQuickbooksExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountingLoadKeys.exports() }),
  });
}

export async function listAccountingExports(signal?: AbortSignal): Promise<AccountingExportList> {
  return accountingExportList.parse(await apiClient('/api/accounting/exports', { signal }));
}

/** Past exports to the books, newest first. */
export const useAccountingExports = () =>
  useQuery({ queryKey: accountingLoadKeys.exports(), queryFn: ({ signal }) => listAccountingExports(signal) });
