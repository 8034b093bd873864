import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyIntegrationRow, type IntegrationCredentialsInput } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import type { CompanyIntegrationRow } from '../../../app/session/company-integrations-query';
import { useSession } from '../../../app/session/use-session';
import { replaceIntegrationRow } from './replace-integration-row';

/** Stores a provider's key or token; the API keeps it sealed and answers only its last characters. */
export async function saveIntegrationCredentials({
  integrationId,
  body,
}: {
  integrationId: number;
  body: IntegrationCredentialsInput;
}): Promise<CompanyIntegrationRow> {
  return companyIntegrationRow.parse(
    await apiClient(`/api/integrations/company/${integrationId}/credentials`, { method: 'PUT', json: body }),
  );
}

export function useSaveIntegrationCredentials() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: saveIntegrationCredentials,
    onSuccess: (row) => replaceIntegrationRow(queryClient, user?.company_id, row),
  });
}
