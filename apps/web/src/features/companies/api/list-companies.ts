import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type CompanyListParams, companyKeys } from './company-keys';

export type CompanyListAnswer = z.infer<typeof companyList>;

export async function listCompanies(params: CompanyListParams): Promise<CompanyListAnswer> {
  const query = new URLSearchParams({
    skip: String(params.skip),
    limit: String(params.limit),
    active_only: String(params.activeOnly),
  });
  if (params.search) query.set('search', params.search);
  return companyList.parse(await apiClient(`/api/admin/companies/?${query}`));
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useCompanies(params: CompanyListParams) {
  return useQuery({
    queryKey: companyKeys.list(params),
    queryFn: () => listCompanies(params),
    placeholderData: keepPreviousData,
  });
}
