import { useQuery } from '@tanstack/react-query';
import { publicConfig } from '@tms/domain';
import { http } from '../../app/api/http';
import { publicConfigKeys } from '../../app/api/query-keys';

/**
 * The maps' style from GET /api/public/config (no sign-in, so the public tracking page can use it):
 * a MAP_STYLE_URL, or null for the offline base map. Undefined until known, so no map is drawn twice.
 */
export function useMapStyleUrl(): string | null | undefined {
  const config = useQuery({
    queryKey: publicConfigKeys.all,
    queryFn: async () => publicConfig.parse(await http('/api/public/config')),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  if (config.isError) return null;
  return config.data?.map_style_url;
}
