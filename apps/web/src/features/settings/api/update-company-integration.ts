import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyIntegrationRow } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { integrationKeys } from '../../../app/api/query-keys';
import type { CompanyIntegrationRow } from '../../../app/session/company-integrations-query';
import { useSession } from '../../../app/session/use-session';

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

/** The answer replaces its row in the one cached list, so the Hours of Service menu item follows at once. */
export function useUpdateCompanyIntegration() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateCompanyIntegration,
    onSuccess: (row) => {
      queryClient.setQueryData<CompanyIntegrationRow[]>(integrationKeys.company(user?.company_id), (rows) =>
        rows?.map((r) => (r.integration_id === row.integration_id ? row : r)),
      );
    },
  });
}
