import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AppointmentType, appointmentTypeSchema, type appointmentTypeUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { appointmentTypeKeys } from './appointment-type-keys';

export type AppointmentTypeChanges = z.output<typeof appointmentTypeUpdate>;

export async function updateAppointmentType({
  id,
  ...body
}: AppointmentTypeChanges & { id: number }): Promise<AppointmentType> {
  return appointmentTypeSchema.parse(
    await apiClient(`/api/load-appointment-types/${id}`, { method: 'PUT', json: body }),
  );
}

export function useUpdateAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.all }),
  });
}
