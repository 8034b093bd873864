import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, type companyCreate, companySchema } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

export type CompanyCreateBody = z.input<typeof companyCreate>;

export async function createCompany(body: CompanyCreateBody): Promise<Company> {
  return companySchema.parse(await apiClient('/api/admin/companies/', { method: 'POST', json: body }));
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
  });
}
