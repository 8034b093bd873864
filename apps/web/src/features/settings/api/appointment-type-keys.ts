import { resourceKeys } from '../../../app/api/query-keys';

export interface AppointmentTypeListParams {
  activeOnly: boolean;
  skip: number;
  limit: number;
}

const appointmentTypes = resourceKeys<AppointmentTypeListParams>('load-appointment-types');

export const appointmentTypeKeys = {
  ...appointmentTypes,
  stats: () => [...appointmentTypes.all, 'stats'] as const,
};
