import { useQuery } from '@tanstack/react-query';
import { fuelDistinctItems, fuelItemList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fuelTransactionKeys } from './fuel-transaction-keys';

/** The catalogue of item codes providers use (ULSD, DEFD, ...), each with its category. */
export function useFuelItems() {
  return useQuery({
    queryKey: fuelTransactionKeys.items(),
    queryFn: async () => fuelItemList.parse(await apiClient('/api/fuel-transactions/transaction-items')).items,
    staleTime: 60 * 60_000,
  });
}

/** The items this company's transactions carry, for the item filter. */
export function useDistinctFuelItems() {
  return useQuery({
    queryKey: fuelTransactionKeys.distinctItems(),
    queryFn: async () => fuelDistinctItems.parse(await apiClient('/api/fuel-transactions/distinct-items')).items,
  });
}
