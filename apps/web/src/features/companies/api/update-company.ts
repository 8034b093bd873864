import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, companySchema, type companyUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

export type CompanyUpdateBody = z.input<typeof companyUpdate>;

export async function updateCompany({ id, body }: { id: number; body: CompanyUpdateBody }): Promise<Company> {
  return companySchema.parse(await apiClient(`/api/admin/companies/${id}`, { method: 'PUT', json: body }));
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}
