import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../app/api/api-client';
import { demoRequestKeys } from './demo-request-keys';

export async function deleteDemoRequest(id: number): Promise<void> {
  await apiClient(`/api/demo-requests/${id}`, { method: 'DELETE' });
}

export function useDeleteDemoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDemoRequest,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: demoRequestKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: demoRequestKeys.lists() });
    },
  });
}
