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
  /** Every active type, for the load wizard's stops. */
  activeAll: () => [...appointmentTypes.all, 'active-all'] as const,
};
