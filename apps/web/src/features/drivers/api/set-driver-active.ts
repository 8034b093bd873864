import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverStatusAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from './driver-keys';

/** Activates or deactivates a driver; the answer carries the spec's success message. */
export async function setDriverActive({ id, active }: { id: number; active: boolean }) {
  const action = active ? 'activate' : 'deactivate';
  return driverStatusAnswer.parse(await apiClient(`/api/drivers/${id}/${action}`, { method: 'POST' }));
}

export function useSetDriverActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDriverActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}
