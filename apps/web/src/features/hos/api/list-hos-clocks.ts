import { useQuery } from '@tanstack/react-query';
import { hosClocksList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { HOS_REFRESH_MS, hosKeys } from './hos-keys';

/** GET /api/hos/clocks: every active driver's clocks now, read again every minute. */
export function useHosClocks() {
  return useQuery({
    queryKey: hosKeys.clocks(),
    queryFn: async ({ signal }) => hosClocksList.parse(await apiClient('/api/hos/clocks', { signal })),
    refetchInterval: HOS_REFRESH_MS,
  });
}
