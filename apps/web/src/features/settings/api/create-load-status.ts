import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoadStatus, type loadStatusCreate, loadStatusSchema } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { loadStatusKeys } from './load-status-keys';

export type LoadStatusInput = z.output<typeof loadStatusCreate>;

export async function createLoadStatus(body: LoadStatusInput): Promise<LoadStatus> {
  return loadStatusSchema.parse(await apiClient('/api/load-statuses/', { method: 'POST', json: body }));
}

export function useCreateLoadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoadStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadStatusKeys.all }),
  });
}
