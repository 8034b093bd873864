import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountingLoadList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { type AccountingLoadParams, accountingLoadKeys, accountingLoadQuery } from './accounting-load-keys';

export function useAccountingLoads(params: AccountingLoadParams) {
  return useQuery({
    queryKey: accountingLoadKeys.list(params),
    queryFn: async ({ signal }) =>
      accountingLoadList.parse(await apiClient(`/api/accounting/loads?${accountingLoadQuery(params)}`, { signal })),
    placeholderData: keepPreviousData,
  });
}
