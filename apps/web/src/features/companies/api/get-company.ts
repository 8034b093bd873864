import { useQuery } from '@tanstack/react-query';
import { type Company, companySchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

export async function getCompany(id: number): Promise<Company> {
  return companySchema.parse(await apiClient(`/api/admin/companies/${id}`));
}

/** One company; the row already on screen stands in while the fresh copy loads. */
export function useCompany(id: number | null, placeholder?: Company) {
  return useQuery({
    queryKey: companyKeys.detail(id ?? 0),
    queryFn: () => getCompany(id ?? 0),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
