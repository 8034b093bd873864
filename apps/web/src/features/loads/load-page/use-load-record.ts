import { useQuery } from '@tanstack/react-query';
import { CACHE, loadKeys } from '../api/load-keys';
import { getLoad } from '../api/wizard-calls';

/**
 * The load the page shows, under the same key as the wizard's read. It keeps the app's default
 * retry (none for a 4xx), so a load that does not exist says so at once instead of after retries.
 */
export function useLoadRecord(id: number | null) {
  return useQuery({
    queryKey: loadKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getLoad(id ?? 0, signal),
    enabled: id !== null,
    staleTime: CACHE.load,
  });
}
