import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyWithLogo, type myCompanyUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { companyInfoKeys } from './company-info-keys';
import type { CompanyInfo } from './get-company-info';

export type CompanyInfoChanges = z.output<typeof myCompanyUpdate>;

export async function updateCompanyInfo(body: CompanyInfoChanges): Promise<CompanyInfo> {
  return companyWithLogo.parse(await apiClient('/api/admin/companies/info', { method: 'PUT', json: body }));
}

export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyInfo,
    onSuccess: (company) => queryClient.setQueryData(companyInfoKeys.all, company),
  });
}
