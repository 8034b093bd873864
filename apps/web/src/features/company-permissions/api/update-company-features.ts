import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyFeatures, type companyFeaturesUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { featureKeys } from './feature-keys';
import type { CompanyFeatureSettings } from './get-company-features';

export type CompanyFeaturesChange = z.input<typeof companyFeaturesUpdate>;

export async function updateCompanyFeatures({
  companyId,
  change,
}: {
  companyId: number;
  change: CompanyFeaturesChange;
}): Promise<CompanyFeatureSettings> {
  return companyFeatures.parse(
    await apiClient(`/api/admin/companies/${companyId}/features`, { method: 'PUT', json: change }),
  );
}

export function useUpdateCompanyFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyFeatures,
    onSuccess: (settings) => queryClient.setQueryData(featureKeys.company(settings.company_id), settings),
  });
}
