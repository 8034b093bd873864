import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../app/api/api-client';
import { loadKeys } from './load-keys';

/**
 * Discards a draft (decision 0195): `DELETE /api/loads/{id}?draft_only=true`, which the server
 * refuses with 422 once the load was completed, so a load finished meanwhile is never deleted here.
 */
export function discardDraft(id: number) {
  return apiClient(`/api/loads/${id}?draft_only=true`, { method: 'DELETE' });
}

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadKeys.all }),
  });
}
