import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompanyIntegration, capabilitiesOf, hasActiveEldIntegration, type User } from '@tms/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { integrationKeys } from '../api/query-keys';
import { listCompanyIntegrations } from './company-integrations-query';
import { roleNamesOf } from './role-names';

export const INTEGRATIONS_CACHE_MS = 5 * 60 * 1000;
export const INTEGRATIONS_FAILED = 'Failed to fetch integrations.';

export interface CompanyIntegrationsState {
  integrations: CompanyIntegration[];
  hasEldIntegration: boolean;
  /** Reloads when the cached list is older than five minutes, or always when forced. */
  reloadIntegrations: (force?: boolean) => Promise<void>;
}

const EMPTY: CompanyIntegration[] = [];

/**
 * Only managers load integrations (spec 1 section 6); everyone else sees an empty list. A failure
 * only hides what depends on them (the hours-of-service entry): it is logged, and the query keeps
 * the error (not an empty list), so the next reader asks again.
 */
export function useCompanyIntegrations(user: User | null): CompanyIntegrationsState {
  const queryClient = useQueryClient();
  const enabled = user !== null && capabilitiesOf(roleNamesOf(user)).has('settings_integrations_write');
  const companyId = user?.company_id;
  const query = useQuery({
    queryKey: integrationKeys.company(companyId),
    queryFn: listCompanyIntegrations,
    enabled,
    staleTime: INTEGRATIONS_CACHE_MS,
  });

  useEffect(() => {
    if (query.error) console.error(INTEGRATIONS_FAILED, query.error);
  }, [query.error]);

  const reloadIntegrations = useCallback(
    async (force = false) => {
      if (!enabled) return;
      await queryClient
        .fetchQuery({
          queryKey: integrationKeys.company(companyId),
          queryFn: listCompanyIntegrations,
          staleTime: force ? 0 : INTEGRATIONS_CACHE_MS,
        })
        .catch(() => undefined);
    },
    [enabled, companyId, queryClient],
  );

  const integrations = enabled ? (query.data ?? EMPTY) : EMPTY;
  return useMemo(
    () => ({ integrations, hasEldIntegration: hasActiveEldIntegration(integrations), reloadIntegrations }),
    [integrations, reloadIntegrations],
  );
}
