import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, loadKeys } from '../api/load-keys';
import { getLoad } from '../api/wizard-calls';

/** A load page's address names its load by number: anything else is a page that does not exist. */
export const loadIdOf = (raw: string | undefined): number | null => (/^\d+$/.test(raw ?? '') ? Number(raw) : null);

/**
 * The load the page shows, under the same key as the wizard's read. It keeps the app's default
 * retry (none for a 4xx), so a load that does not exist says so at once instead of after retries.
 */
export const loadRecordOptions = (id: number) =>
  queryOptions({
    queryKey: loadKeys.detail(id),
    queryFn: ({ signal }) => getLoad(id, signal),
    staleTime: CACHE.load,
  });

export function useLoadRecord(id: number | null) {
  return useQuery({ ...loadRecordOptions(id ?? 0), enabled: id !== null });
}
