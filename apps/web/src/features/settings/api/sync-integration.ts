import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyIntegrationRow, eldSyncResult } from '@tms/domain';
import { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { integrationKeys } from '../../../app/api/query-keys';
import { useSession } from '../../../app/session/use-session';
import { replaceIntegrationRow } from './replace-integration-row';

const syncAnswer = z.object({ result: eldSyncResult, integration: companyIntegrationRow });
export type SyncAnswer = z.infer<typeof syncAnswer>;

/** Runs a provider's sync now, answering what it brought in and the integration's new state. */
export async function syncIntegration(integrationId: number): Promise<SyncAnswer> {
  return syncAnswer.parse(await apiClient(`/api/integrations/company/${integrationId}/sync`, { method: 'POST' }));
}

/**
 * A provider's failure (502) is recorded on the integration before the API answers, so the list is
 * read again either way: the card then shows the error and when the sync is tried next.
 */
export function useSyncIntegration() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: syncIntegration,
    onSuccess: ({ integration }) => {
      replaceIntegrationRow(queryClient, user?.company_id, integration);
      return queryClient.invalidateQueries({ queryKey: integrationKeys.allLinks(integration.integration_id) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: integrationKeys.company(user?.company_id) }),
  });
}
