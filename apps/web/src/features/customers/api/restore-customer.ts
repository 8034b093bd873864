import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, customerSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

export async function restoreCustomer(id: number): Promise<Customer> {
  return customerSchema.parse(await apiClient(`/api/customers/${id}/restore`, { method: 'POST' }));
}

export function useRestoreCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
