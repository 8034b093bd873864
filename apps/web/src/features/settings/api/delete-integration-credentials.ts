import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyIntegrationRow } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import type { CompanyIntegrationRow } from '../../../app/session/company-integrations-query';
import { useSession } from '../../../app/session/use-session';
import { replaceIntegrationRow } from './replace-integration-row';

/** Forgets a provider's key or token: the sync stops until a new one is entered. */
export async function deleteIntegrationCredentials(integrationId: number): Promise<CompanyIntegrationRow> {
  return companyIntegrationRow.parse(
    await apiClient(`/api/integrations/company/${integrationId}/credentials`, { method: 'DELETE' }),
  );
}

export function useDeleteIntegrationCredentials() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: deleteIntegrationCredentials,
    onSuccess: (row) => replaceIntegrationRow(queryClient, user?.company_id, row),
  });
}
