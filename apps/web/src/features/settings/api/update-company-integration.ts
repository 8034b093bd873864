import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyIntegrationRow } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { useSession } from '../../../app/session/use-session';
import { integrationKeys } from './integration-keys';
import type { CompanyIntegrationRow } from './list-company-integrations';

export async function updateCompanyIntegration({
  integrationId,
  isActive,
}: {
  integrationId: number;
  isActive: boolean;
}): Promise<CompanyIntegrationRow> {
  return companyIntegrationRow.parse(
    await apiClient(`/api/integrations/company/${integrationId}`, { method: 'PUT', json: { is_active: isActive } }),
  );
}

/** After a change the session's cached list is reloaded, so the Hours of Service menu item follows at once. */
export function useUpdateCompanyIntegration() {
  const queryClient = useQueryClient();
  const { reloadIntegrations } = useSession();
  return useMutation({
    mutationFn: updateCompanyIntegration,
    onSuccess: async (row) => {
      queryClient.setQueryData<CompanyIntegrationRow[]>(integrationKeys.company, (rows) =>
        rows?.map((r) => (r.integration_id === row.integration_id ? row : r)),
      );
      await reloadIntegrations(true);
    },
  });
}
