import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Division, type divisionCreate, divisionSchema } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { divisionKeys } from './division-keys';

export type DivisionInput = z.output<typeof divisionCreate>;

export async function createDivision(body: DivisionInput): Promise<Division> {
  return divisionSchema.parse(await apiClient('/api/divisions/', { method: 'POST', json: body }));
}

export function useCreateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: divisionKeys.all }),
  });
}
