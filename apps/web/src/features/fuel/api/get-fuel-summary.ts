import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fuelStatsSummary } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type FuelTransactionFilters, filterQuery, fuelTransactionKeys } from './fuel-transaction-keys';

export type FuelSummary = z.infer<typeof fuelStatsSummary>;

/** The totals of what the list shows, summed by the server in exact decimals. */
export async function getFuelSummary(filters: FuelTransactionFilters, signal?: AbortSignal): Promise<FuelSummary> {
  return fuelStatsSummary.parse(
    await apiClient(`/api/fuel-transactions/stats/summary?${filterQuery(filters)}`, { signal }),
  );
}

export function useFuelSummary(filters: FuelTransactionFilters) {
  return useQuery({
    queryKey: fuelTransactionKeys.summary(filters),
    queryFn: ({ signal }) => getFuelSummary(filters, signal),
    placeholderData: keepPreviousData,
  });
}
