import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Division, divisionSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { divisionKeys } from './division-keys';

export async function setDivisionActive({ id, active }: { id: number; active: boolean }): Promise<Division> {
  const action = active ? 'activate' : 'deactivate';
  return divisionSchema.parse(await apiClient(`/api/divisions/${id}/${action}`, { method: 'POST' }));
}

export function useSetDivisionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDivisionActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: divisionKeys.all }),
  });
}
