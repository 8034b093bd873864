import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FuelTransaction,
  type fuelManualMatch,
  type fuelTransactionCreate,
  fuelTransactionSchema,
} from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { fuelTransactionKeys } from './fuel-transaction-keys';

export type FuelTransactionInput = z.output<typeof fuelTransactionCreate>;
export type FuelMatch = z.output<typeof fuelManualMatch>;

/** Adds a transaction by hand, or saves the changes of one; the server computes the total. */
export async function saveFuelTransaction(input: { id: number | null; body: FuelTransactionInput }) {
  const answer = input.id
    ? await apiClient(`/api/fuel-transactions/${input.id}`, { method: 'PUT', json: input.body })
    : await apiClient('/api/fuel-transactions/', { method: 'POST', json: input.body });
  return fuelTransactionSchema.parse(answer);
}

export function useSaveFuelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFuelTransaction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelTransactionKeys.all }),
  });
}

/** Links a transaction to its card, truck and driver by hand. */
export async function matchFuelTransaction(input: { id: number; body: FuelMatch }): Promise<FuelTransaction> {
  return fuelTransactionSchema.parse(
    await apiClient(`/api/fuel-transactions/${input.id}/match`, { method: 'PATCH', json: input.body }),
  );
}

export function useMatchFuelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchFuelTransaction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelTransactionKeys.all }),
  });
}
