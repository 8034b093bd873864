import { useQuery } from '@tanstack/react-query';
import { fuelCardAvailable } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fuelCardKeys } from './fuel-card-keys';

/** Spec 2 section 9: the active cards the transaction dialog checks against, at most 100. */
export const AVAILABLE_CARDS_LIMIT = 100;

export function useAvailableFuelCards(enabled = true) {
  return useQuery({
    queryKey: fuelCardKeys.available(),
    queryFn: async () =>
      fuelCardAvailable.parse(await apiClient(`/api/fuel-cards/available?limit=${AVAILABLE_CARDS_LIMIT}`)).fuel_cards,
    enabled,
  });
}
