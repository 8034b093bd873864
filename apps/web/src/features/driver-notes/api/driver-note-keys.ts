/** Query keys of driver notes; every change refreshes the driver's lists (and the badge with them). */
export const driverNoteKeys = {
  all: ['driver-notes'] as const,
  driver: (driverId: number) => ['driver-notes', 'driver', driverId] as const,
  list: (driverId: number, criticalOnly: boolean) => ['driver-notes', 'driver', driverId, { criticalOnly }] as const,
};
