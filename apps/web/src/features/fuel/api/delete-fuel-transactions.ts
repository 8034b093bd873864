import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fuelBulkDeleted } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fuelTransactionKeys } from './fuel-transaction-keys';

/** Deletes one transaction, or several in one call (`bulk-delete`); answers how many went. */
export async function deleteFuelTransactions(ids: number[]): Promise<number> {
  if (ids.length === 1) {
    await apiClient(`/api/fuel-transactions/${ids[0]}`, { method: 'DELETE' });
    return 1;
  }
  const answer = await apiClient('/api/fuel-transactions/bulk-delete', { method: 'POST', json: { ids } });
  return fuelBulkDeleted.parse(answer).deleted;
}

export function useDeleteFuelTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFuelTransactions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelTransactionKeys.all }),
  });
}
