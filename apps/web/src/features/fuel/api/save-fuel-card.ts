import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FuelCard, type fuelCardCreate, fuelCardSchema, type fuelCardUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { fuelCardKeys } from './fuel-card-keys';

export type NewFuelCard = z.output<typeof fuelCardCreate>;
export type FuelCardChanges = z.output<typeof fuelCardUpdate>;

export async function saveFuelCard(
  input: { id: null; body: NewFuelCard } | { id: number; body: FuelCardChanges },
): Promise<FuelCard> {
  const answer =
    input.id === null
      ? await apiClient('/api/fuel-cards/', { method: 'POST', json: input.body })
      : await apiClient(`/api/fuel-cards/${input.id}`, { method: 'PUT', json: input.body });
  return fuelCardSchema.parse(answer);
}

export function useSaveFuelCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFuelCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelCardKeys.all }),
  });
}

/** PATCH activate / deactivate, with an empty body as spec 2 says. */
export async function setFuelCardActive(input: { id: number; active: boolean }): Promise<FuelCard> {
  const action = input.active ? 'activate' : 'deactivate';
  return fuelCardSchema.parse(await apiClient(`/api/fuel-cards/${input.id}/${action}`, { method: 'PATCH' }));
}

export function useSetFuelCardActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFuelCardActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelCardKeys.all }),
  });
}

export function useDeleteFuelCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient(`/api/fuel-cards/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelCardKeys.all }),
  });
}
