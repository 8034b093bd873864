import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyWithLogo, type myCompanyUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { reloadSessionUser } from '../../../app/session/reload-session-user';
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
    onSuccess: async (company) => {
      queryClient.setQueryData(companyInfoKeys.all, company);
      // The session carries the company's name and time zone ("today" on every screen): read it
      // again. The company is saved either way; a failed read leaves the old copy until sign-in.
      await reloadSessionUser().catch(() => undefined);
    },
  });
}
