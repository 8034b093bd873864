import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Company, companyList, companySchema } from '@tms/domain';
import { apiClient } from '../app/api/api-client';
import { companyOptionKeys } from '../app/api/query-keys';

export const COMPANY_OPTIONS_LIMIT = 20;

/** Companies whose name, alias, MC or DOT number matches, inactive ones included (platform administrators). */
export function useCompanyOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: companyOptionKeys.search(search),
    queryFn: async () => {
      const query = new URLSearchParams({ skip: '0', limit: String(COMPANY_OPTIONS_LIMIT), active_only: 'false' });
      if (search) query.set('search', search);
      return companyList.parse(await apiClient(`/api/admin/companies/?${query}`)).companies;
    },
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** One company by id, to name a choice that came from the URL. */
export function useCompanyOption(id: number | null) {
  return useQuery({
    queryKey: companyOptionKeys.one(id ?? 0),
    queryFn: async (): Promise<Company> => companySchema.parse(await apiClient(`/api/admin/companies/${id}`)),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
