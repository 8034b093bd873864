import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../app/api/api-client';
import { loadStatusKeys } from './load-status-keys';

export async function deleteLoadStatus(id: number): Promise<void> {
  await apiClient(`/api/load-statuses/${id}`, { method: 'DELETE' });
}

export function useDeleteLoadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLoadStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadStatusKeys.all }),
  });
}
