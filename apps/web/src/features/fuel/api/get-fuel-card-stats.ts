import { useQuery } from '@tanstack/react-query';
import { fuelCardStats } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { fuelCardKeys } from './fuel-card-keys';

export type FuelCardStats = z.infer<typeof fuelCardStats>;

export function useFuelCardStats() {
  return useQuery({
    queryKey: fuelCardKeys.stats(),
    queryFn: async () => fuelCardStats.parse(await apiClient('/api/fuel-cards/stats')),
  });
}
