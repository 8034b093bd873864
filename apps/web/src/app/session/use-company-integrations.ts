import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CompanyIntegration, hasActiveEldIntegration, hasRole, type User } from '@tms/domain';
import { useCallback, useMemo } from 'react';
import { fetchCompanyIntegrations } from './fetch-company-integrations';
import { roleNamesOf } from './role-names';

export const INTEGRATIONS_CACHE_MS = 5 * 60 * 1000;

export function integrationsQueryKey(companyId: number | null | undefined) {
  return ['integrations', 'company', companyId ?? 'none'] as const;
}

export interface CompanyIntegrationsState {
  integrations: CompanyIntegration[];
  hasEldIntegration: boolean;
  /** Reloads when the cached list is older than five minutes, or always when forced. */
  reloadIntegrations: (force?: boolean) => Promise<void>;
}

const EMPTY: CompanyIntegration[] = [];

/** Only managers load integrations (spec 1 section 6); everyone else sees an empty list. */
export function useCompanyIntegrations(user: User | null): CompanyIntegrationsState {
  const queryClient = useQueryClient();
  const enabled = user !== null && hasRole(roleNamesOf(user), 'MANAGER');
  const queryKey = integrationsQueryKey(user?.company_id);
  const query = useQuery({
    queryKey,
    queryFn: fetchCompanyIntegrations,
    enabled,
    staleTime: INTEGRATIONS_CACHE_MS,
  });

  const companyId = user?.company_id;
  const reloadIntegrations = useCallback(
    async (force = false) => {
      if (!enabled) return;
      await queryClient.fetchQuery({
        queryKey: integrationsQueryKey(companyId),
        queryFn: fetchCompanyIntegrations,
        staleTime: force ? 0 : INTEGRATIONS_CACHE_MS,
      });
    },
    [enabled, companyId, queryClient],
  );

  const integrations = enabled ? (query.data ?? EMPTY) : EMPTY;
  return useMemo(
    () => ({ integrations, hasEldIntegration: hasActiveEldIntegration(integrations), reloadIntegrations }),
    [integrations, reloadIntegrations],
  );
}
