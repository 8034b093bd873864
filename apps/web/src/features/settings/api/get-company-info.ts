import { useQuery } from '@tanstack/react-query';
import { companyWithLogo } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { companyInfoKeys } from './company-info-keys';

export type CompanyInfo = z.infer<typeof companyWithLogo>;

export async function getCompanyInfo(): Promise<CompanyInfo> {
  return companyWithLogo.parse(await apiClient('/api/admin/companies/info'));
}

export function useCompanyInfo() {
  return useQuery({ queryKey: companyInfoKeys.all, queryFn: getCompanyInfo });
}
