import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyIntegrationRow } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import type { CompanyIntegrationRow } from '../../../app/session/company-integrations-query';
import { useSession } from '../../../app/session/use-session';
import { replaceIntegrationRow } from './replace-integration-row';

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
    onSuccess: (row) => replaceIntegrationRow(queryClient, user?.company_id, row),
  });
}
