import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DemoRequest, demoRequestSchema, type demoRequestUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { demoRequestKeys } from './demo-request-keys';

export type DemoRequestChanges = z.output<typeof demoRequestUpdate>;

export async function updateDemoRequest({ id, changes }: { id: number; changes: DemoRequestChanges }) {
  return demoRequestSchema.parse(await apiClient(`/api/demo-requests/${id}`, { method: 'PUT', json: changes }));
}

export function useUpdateDemoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDemoRequest,
    onSuccess: (saved: DemoRequest) => {
      queryClient.setQueryData(demoRequestKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: demoRequestKeys.lists() });
    },
  });
}
