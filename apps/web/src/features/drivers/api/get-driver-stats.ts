import { useQuery } from '@tanstack/react-query';
import { driverStats } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from './driver-keys';

export function useDriverStats() {
  return useQuery({
    queryKey: driverKeys.stats(),
    queryFn: async () => driverStats.parse(await apiClient('/api/drivers/stats')),
  });
}
