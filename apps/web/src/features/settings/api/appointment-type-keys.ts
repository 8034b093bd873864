export interface AppointmentTypeListParams {
  activeOnly: boolean;
  skip: number;
  limit: number;
}

export const appointmentTypeKeys = {
  all: ['load-appointment-types'] as const,
  list: (params: AppointmentTypeListParams) => [...appointmentTypeKeys.all, 'list', params] as const,
  stats: () => [...appointmentTypeKeys.all, 'stats'] as const,
};
