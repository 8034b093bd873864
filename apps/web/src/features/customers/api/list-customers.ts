import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type CustomerListParams, customerKeys } from './customer-keys';

export type CustomerPage = z.infer<typeof customerList>;

export async function listCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<CustomerPage> {
  const query = new URLSearchParams({
    skip: String(params.skip),
    limit: String(params.limit),
    include_deleted: String(params.includeDeleted),
  });
  if (params.search) query.set('search', params.search);
  if (params.hasWarning !== undefined) query.set('has_warning', String(params.hasWarning));
  return customerList.parse(await apiClient(`/api/customers/?${query}`, { signal }));
}

export function useCustomers(params: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => listCustomers(params, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
