import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentRecord, documentSchema, type documentUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { documentKeys } from './document-keys';

export type DocumentChanges = z.output<typeof documentUpdate>;

export async function updateDocument({ id, ...body }: DocumentChanges & { id: number }): Promise<DocumentRecord> {
  return documentSchema.parse(await apiClient(`/api/documents/${id}`, { method: 'PUT', json: body }));
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}
