import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Division, divisionSchema, type divisionUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { divisionKeys } from './division-keys';

export type DivisionChanges = z.output<typeof divisionUpdate>;

export async function updateDivision({ id, ...body }: DivisionChanges & { id: number }): Promise<Division> {
  return divisionSchema.parse(await apiClient(`/api/divisions/${id}`, { method: 'PUT', json: body }));
}

export function useUpdateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: divisionKeys.all }),
  });
}
