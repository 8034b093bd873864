import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../app/api/api-client';
import { customerKeys } from './customer-keys';

/** Soft delete: the customer disappears from lists and pickers and can be restored. */
export async function deleteCustomer(id: number): Promise<void> {
  await apiClient(`/api/customers/${id}`, { method: 'DELETE' });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
