import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTOMER_SEARCH_MIN, customerPickList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

export type CustomerPick = z.infer<typeof customerPickList>['customers'][number];

/** Quick search limit (spec 2 section 7 reading: quick search 20, the broker list 100). */
export const CUSTOMER_QUICK_SEARCH_LIMIT = 20;

export async function searchCustomers(text: string, limit: number, signal?: AbortSignal): Promise<CustomerPick[]> {
  const query = new URLSearchParams({ q: text, limit: String(limit) });
  return customerPickList.parse(await apiClient(`/api/customers/search?${query}`, { signal })).customers;
}

export function useCustomerSearch(text: string, limit = CUSTOMER_QUICK_SEARCH_LIMIT) {
  return useQuery({
    queryKey: customerKeys.search(text, limit),
    queryFn: ({ signal }) => searchCustomers(text, limit, signal),
    enabled: text.length >= CUSTOMER_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
