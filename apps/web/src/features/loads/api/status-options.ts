import { useQuery } from '@tanstack/react-query';
import { loadStatusOptions } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { loadKeys } from './load-keys';

/**
 * GET /api/loads/{id}/status-options: which statuses the load may move into now and why not the
 * others (decision 0196). Read when a status menu opens, and afresh at each opening: the facts
 * behind it (stops, truck, POD) change on other screens.
 */
export function useStatusOptions(loadId: number, enabled: boolean) {
  return useQuery({
    queryKey: loadKeys.statusOptions(loadId),
    queryFn: async ({ signal }) =>
      loadStatusOptions.parse(await apiClient(`/api/loads/${loadId}/status-options`, { signal })).options,
    enabled,
    staleTime: 0,
  });
}
