import { useQuery } from '@tanstack/react-query';
import { capabilitiesOf, FEATURES, type Feature, myFeatures } from '@tms/domain';
import { apiClient } from '../api/api-client';
import { companyFeatureKeys } from '../api/query-keys';
import { roleNamesOf } from './role-names';
import { useSession } from './use-session';

export const FEATURES_CACHE_MS = 5 * 60 * 1000;

export async function fetchMyFeatures(): Promise<Feature[]> {
  return myFeatures.parse(await apiClient('/api/company/features')).features;
}

/**
 * The features of the signed-in user's company, or undefined until known. A platform superadmin
 * belongs to no company and is never limited by a plan, so nothing is fetched for them.
 */
export function useCompanyFeatures(): readonly Feature[] | undefined {
  const { user } = useSession();
  const superadmin = user !== null && capabilitiesOf(roleNamesOf(user)).has('all_companies');
  const query = useQuery({
    queryKey: companyFeatureKeys.mine(user?.company_id),
    queryFn: fetchMyFeatures,
    enabled: user !== null && !superadmin,
    staleTime: FEATURES_CACHE_MS,
  });
  if (superadmin) return FEATURES;
  return query.data;
}
