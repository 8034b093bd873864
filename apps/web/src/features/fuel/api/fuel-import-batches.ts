import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FuelBatch, fuelBatchList, fuelBatchSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fuelTransactionKeys } from './fuel-transaction-keys';

/** Import batches, newest first, with their counts and totals. */
export function useFuelBatches(params: { skip: number; limit: number }) {
  return useQuery({
    queryKey: fuelTransactionKeys.batches(params),
    queryFn: async ({ signal }) =>
      fuelBatchList.parse(
        await apiClient(`/api/fuel-transactions/batches?skip=${params.skip}&limit=${params.limit}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Deletes a batch's transactions; the batch stays, marked undone. */
export function useUndoFuelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<FuelBatch> =>
      fuelBatchSchema.parse(await apiClient(`/api/fuel-transactions/batches/${id}/undo`, { method: 'POST' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelTransactionKeys.all }),
  });
}
