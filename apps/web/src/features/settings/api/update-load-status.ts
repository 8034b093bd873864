import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoadStatus, loadStatusSchema, type loadStatusUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { loadStatusKeys } from './load-status-keys';

export type LoadStatusChanges = z.output<typeof loadStatusUpdate>;

export async function updateLoadStatus({ id, ...body }: LoadStatusChanges & { id: number }): Promise<LoadStatus> {
  return loadStatusSchema.parse(await apiClient(`/api/load-statuses/${id}`, { method: 'PUT', json: body }));
}

export function useUpdateLoadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoadStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadStatusKeys.all }),
  });
}
