import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentRecord, documentSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { documentKeys } from './document-keys';

/** Deprecates (soft removal) or restores a document. */
export async function setDocumentActive({ id, active }: { id: number; active: boolean }): Promise<DocumentRecord> {
  const action = active ? 'restore' : 'deprecate';
  return documentSchema.parse(await apiClient(`/api/documents/${id}/${action}`, { method: 'PATCH' }));
}

export function useSetDocumentActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDocumentActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}
