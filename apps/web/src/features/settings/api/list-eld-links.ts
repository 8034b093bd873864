import { useQuery } from '@tanstack/react-query';
import { type EldLink, eldLinkList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { integrationKeys } from '../../../app/api/query-keys';

export type EldLinkStatus = 'unmatched' | 'matched' | 'all';

/** The provider's drivers and vehicles, with the company's driver or truck each is matched to. */
export async function listEldLinks(integrationId: number, status: EldLinkStatus, signal?: AbortSignal) {
  const query = new URLSearchParams({ status });
  const answer = await apiClient(`/api/integrations/company/${integrationId}/links?${query}`, { signal });
  return eldLinkList.parse(answer).links;
}

export function useEldLinks(integrationId: number | null, status: EldLinkStatus) {
  return useQuery<EldLink[]>({
    queryKey: integrationKeys.links(integrationId ?? 0, status),
    queryFn: ({ signal }) => listEldLinks(integrationId ?? 0, status, signal),
    enabled: integrationId !== null,
  });
}
