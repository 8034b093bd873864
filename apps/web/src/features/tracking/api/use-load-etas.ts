import { useQuery } from '@tanstack/react-query';
import { type LoadEta, loadEtaList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { useCompanyFeatures } from '../../../app/session/use-company-features';
import { useSession } from '../../../app/session/use-session';
import { ETA_REFRESH_MS, etaKeys } from './eta-keys';

export type LoadEtas = ReadonlyMap<number, LoadEta>;
const EMPTY: LoadEtas = new Map();

/**
 * The ETAs of the loads on the road the user may see (issue 34), by load, or of one load: read once
 * for a whole screen and again every minute, only where the company has telematics and the user
 * sees the trucks; otherwise an empty map.
 */
export function useLoadEtas(loadId: number | null = null): LoadEtas {
  const telematics = useCompanyFeatures()?.includes('telematics_integration') ?? false;
  const { capabilities } = useSession();
  const etas = useQuery({
    queryKey: etaKeys.list(loadId),
    queryFn: async ({ signal }) => {
      const query = loadId === null ? '' : `?load_id=${loadId}`;
      return loadEtaList.parse(await apiClient(`/api/tracking/etas${query}`, { signal }));
    },
    enabled: telematics && capabilities.has('equipment_read'),
    refetchInterval: ETA_REFRESH_MS,
    retry: false,
  });
  if (!etas.data) return EMPTY;
  return new Map(etas.data.etas.map((e) => [e.load_id, e]));
}
