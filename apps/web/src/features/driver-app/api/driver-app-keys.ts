import { resourceKeys } from '../../../app/api/query-keys';

/** Query keys of the driver app's calls (GET /api/driver-app/...), all under one family. */
const driverApp = resourceKeys<never>('driver-app');

export const driverAppKeys = {
  ...driverApp,
  loads: () => [...driverApp.all, 'loads'] as const,
  load: (id: number) => [...driverApp.all, 'load', id] as const,
  statements: () => [...driverApp.all, 'statements'] as const,
  hos: () => [...driverApp.all, 'hos'] as const,
};
