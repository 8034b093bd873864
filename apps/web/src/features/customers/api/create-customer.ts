import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, type customerCreate, customerSchema } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

export type NewCustomer = z.output<typeof customerCreate>;

export async function createCustomer(body: NewCustomer): Promise<Customer> {
  return customerSchema.parse(await apiClient('/api/customers/', { method: 'POST', json: body }));
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
