import { useQuery } from '@tanstack/react-query';
import { loadEtaList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { POSITIONS_REFRESH_MS, trackingKeys } from './tracking-keys';

/** GET /api/tracking/etas: every load on the road the caller may see, with its ETA state. */
export function useLoadEtas(enabled = true) {
  return useQuery({
    queryKey: trackingKeys.etas(),
    queryFn: async ({ signal }) => loadEtaList.parse(await apiClient('/api/tracking/etas', { signal })).etas,
    refetchInterval: POSITIONS_REFRESH_MS,
    enabled,
  });
}
