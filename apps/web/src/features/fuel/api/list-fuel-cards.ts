import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fuelCardList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type FuelCardListParams, fuelCardKeys } from './fuel-card-keys';

export type FuelCardPage = z.infer<typeof fuelCardList>;

export async function listFuelCards(p: FuelCardListParams, signal?: AbortSignal): Promise<FuelCardPage> {
  const query = new URLSearchParams({ skip: String(p.skip), limit: String(p.limit) });
  if (p.search) query.set('search', p.search);
  if (p.isActive !== undefined) query.set('is_active', String(p.isActive));
  if (p.provider) query.set('card_provider', p.provider);
  if (p.isAssigned !== undefined) query.set('is_assigned', String(p.isAssigned));
  return fuelCardList.parse(await apiClient(`/api/fuel-cards/?${query}`, { signal }));
}

export function useFuelCards(params: FuelCardListParams) {
  return useQuery({
    queryKey: fuelCardKeys.list(params),
    queryFn: ({ signal }) => listFuelCards(params, signal),
    placeholderData: keepPreviousData,
  });
}
