import { useQuery } from '@tanstack/react-query';
import { companyFeatures } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { featureKeys } from './feature-keys';

export type CompanyFeatureSettings = z.infer<typeof companyFeatures>;
export type CompanyFeatureRow = CompanyFeatureSettings['features'][number];

export async function getCompanyFeatures(companyId: number): Promise<CompanyFeatureSettings> {
  return companyFeatures.parse(await apiClient(`/api/admin/companies/${companyId}/features`));
}

export function useCompanyFeatureSettings(companyId: number | null) {
  return useQuery({
    queryKey: featureKeys.company(companyId ?? 0),
    queryFn: () => getCompanyFeatures(companyId ?? 0),
    enabled: companyId !== null,
  });
}
