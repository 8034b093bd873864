import { useQuery } from '@tanstack/react-query';
import { appointmentTypeStats } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { appointmentTypeKeys } from './appointment-type-keys';

export type AppointmentTypeStats = z.infer<typeof appointmentTypeStats>;

export async function getAppointmentTypeStats(): Promise<AppointmentTypeStats> {
  return appointmentTypeStats.parse(await apiClient('/api/load-appointment-types/stats/summary'));
}

export function useAppointmentTypeStats() {
  return useQuery({ queryKey: appointmentTypeKeys.stats(), queryFn: getAppointmentTypeStats });
}
