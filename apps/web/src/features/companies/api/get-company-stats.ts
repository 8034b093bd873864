import { companyStats } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';

export type CompanyStats = z.infer<typeof companyStats>;

export async function getCompanyStats(id: number): Promise<CompanyStats> {
  return companyStats.parse(await apiClient(`/api/admin/companies/${id}/stats`));
}
