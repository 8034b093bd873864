import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, customerSchema, type customerUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

export type CustomerChanges = z.output<typeof customerUpdate>;

/** Sends the version that was read; a 409 means someone else saved in between. */
export async function updateCustomer({ id, ...body }: CustomerChanges & { id: number }): Promise<Customer> {
  return customerSchema.parse(await apiClient(`/api/customers/${id}`, { method: 'PUT', json: body }));
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
