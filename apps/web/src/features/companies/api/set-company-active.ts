import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, companySchema } from '@tms/domain';
import { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

const activeAnswer = z.object({ message: z.string(), company: companySchema });

export async function setCompanyActive({ id, active }: { id: number; active: boolean }): Promise<Company> {
  const action = active ? 'activate' : 'deactivate';
  return activeAnswer.parse(await apiClient(`/api/admin/companies/${id}/${action}`, { method: 'POST' })).company;
}

export function useSetCompanyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompanyActive,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}
