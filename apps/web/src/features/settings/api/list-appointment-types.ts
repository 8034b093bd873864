import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appointmentTypeList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type AppointmentTypeListParams, appointmentTypeKeys } from './appointment-type-keys';

export type AppointmentTypePage = z.infer<typeof appointmentTypeList>;

export async function listAppointmentTypes(params: AppointmentTypeListParams): Promise<AppointmentTypePage> {
  const query = new URLSearchParams({
    skip: String(params.skip),
    limit: String(params.limit),
    active_only: String(params.activeOnly),
  });
  return appointmentTypeList.parse(await apiClient(`/api/load-appointment-types/?${query}`));
}

export function useAppointmentTypes(params: AppointmentTypeListParams) {
  return useQuery({
    queryKey: appointmentTypeKeys.list(params),
    queryFn: () => listAppointmentTypes(params),
    placeholderData: keepPreviousData,
  });
}
