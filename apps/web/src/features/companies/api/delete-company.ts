import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

export interface DeleteCompanyInput {
  id: number;
  /** Also removes everything the company holds; without it the server refuses (409) a company with data. */
  force?: boolean;
}

export async function deleteCompany({ id, force = false }: DeleteCompanyInput): Promise<string> {
  const query = force ? '?force=true' : '';
  return messageAnswer.parse(await apiClient(`/api/admin/companies/${id}${query}`, { method: 'DELETE' })).message;
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}
