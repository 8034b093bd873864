import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AppointmentType, type appointmentTypeCreate, appointmentTypeSchema } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { appointmentTypeKeys } from './appointment-type-keys';

export type AppointmentTypeInput = z.output<typeof appointmentTypeCreate>;

export async function createAppointmentType(body: AppointmentTypeInput): Promise<AppointmentType> {
  return appointmentTypeSchema.parse(await apiClient('/api/load-appointment-types/', { method: 'POST', json: body }));
}

export function useCreateAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointmentType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.all }),
  });
}
