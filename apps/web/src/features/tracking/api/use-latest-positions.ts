import { useQuery } from '@tanstack/react-query';
import { latestPositions } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { POSITIONS_REFRESH_MS, trackingKeys } from './tracking-keys';

/** GET /api/trucks/positions/latest: each truck's newest position, refreshed while shown. */
export function useLatestPositions(enabled = true) {
  return useQuery({
    queryKey: trackingKeys.latest(),
    queryFn: async ({ signal }) =>
      latestPositions.parse(await apiClient('/api/trucks/positions/latest', { signal })).positions,
    refetchInterval: POSITIONS_REFRESH_MS,
    enabled,
  });
}
