import { useQuery } from '@tanstack/react-query';
import { type Customer, customerSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

export async function getCustomer(id: number): Promise<Customer> {
  return customerSchema.parse(await apiClient(`/api/customers/${id}`));
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: () => getCustomer(id ?? 0),
    enabled: id !== null,
  });
}
