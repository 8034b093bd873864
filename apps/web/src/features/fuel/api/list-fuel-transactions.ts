import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fuelTransactionList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type FuelTransactionListParams, filterQuery, fuelTransactionKeys } from './fuel-transaction-keys';

export type FuelTransactionPage = z.infer<typeof fuelTransactionList>;

export async function listFuelTransactions(
  { skip, limit, ...filters }: FuelTransactionListParams,
  signal?: AbortSignal,
): Promise<FuelTransactionPage> {
  const query = filterQuery(filters);
  query.set('skip', String(skip));
  query.set('limit', String(limit));
  return fuelTransactionList.parse(await apiClient(`/api/fuel-transactions/?${query}`, { signal }));
}

export function useFuelTransactions(params: FuelTransactionListParams) {
  return useQuery({
    queryKey: fuelTransactionKeys.list(params),
    queryFn: ({ signal }) => listFuelTransactions(params, signal),
    placeholderData: keepPreviousData,
  });
}
