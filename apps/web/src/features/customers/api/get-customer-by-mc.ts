import { useQuery } from '@tanstack/react-query';
import { type Customer, customerSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { ApiError } from '../../../app/api/api-error';
import { customerKeys } from './customer-keys';

/** The active customer with this MC number, or null when there is none. */
export async function getCustomerByMc(mc: string): Promise<Customer | null> {
  try {
    return customerSchema.parse(await apiClient(`/api/customers/by-mc/${encodeURIComponent(mc)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Warns while typing that the broker is already on file, before the server refuses the duplicate. */
export function useCustomerByMc(mc: string) {
  return useQuery({
    queryKey: customerKeys.byMc(mc),
    queryFn: () => getCustomerByMc(mc),
    enabled: /^\d{3,}$/.test(mc),
    staleTime: 30_000,
  });
}
