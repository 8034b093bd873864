import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../app/api/api-client';
import { appointmentTypeKeys } from './appointment-type-keys';

export async function deleteAppointmentType(id: number): Promise<void> {
  await apiClient(`/api/load-appointment-types/${id}`, { method: 'DELETE' });
}

export function useDeleteAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointmentType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.all }),
  });
}
