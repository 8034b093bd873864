import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AgingReport, agingReport } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { accountingLoadKeys } from './accounting-load-keys';

/** The query string of the aging and of its files: the day, when one other than today is chosen. */
export const agingQuery = (asOf: string | undefined) => new URLSearchParams(asOf ? { as_of: asOf } : {});

export async function getReceivablesAging(asOf: string | undefined, signal?: AbortSignal): Promise<AgingReport> {
  return agingReport.parse(await apiClient(`/api/accounting/receivables/aging?${agingQuery(asOf)}`, { signal }));
}

/** What customers owe by days past due, as of `asOf` (undefined: the company's today). */
export function useReceivablesAging(asOf: string | undefined) {
  return useQuery({
    queryKey: accountingLoadKeys.aging(asOf ?? 'today'),
    queryFn: ({ signal }) => getReceivablesAging(asOf, signal),
    placeholderData: keepPreviousData,
  });
}
