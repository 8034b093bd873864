import { resourceKeys } from '../../../app/api/query-keys';
import { driverKeys } from '../../drivers/api/driver-keys';
import { unitKeys } from '../../equipment/api/unit-keys';

const assignments = resourceKeys<{ truckId?: number; trailerId?: number }>('driver-equipment');

/** Query keys of equipment assignments; any change refreshes them all (and the driver and unit lists). */
export const driverEquipmentKeys = {
  ...assignments,
  current: (driverId: number) => [...assignments.all, 'current', driverId] as const,
  history: (driverId: number) => [...assignments.all, 'history', driverId] as const,
  changeLog: (driverId: number) => [...assignments.all, 'change-log', driverId] as const,
  available: (kind: 'trucks' | 'trailers') => [...assignments.all, 'available', kind] as const,
};

/** What an assignment change touches: the assignments, the drivers' current units, the unit lists. */
export const AFFECTED_BY_ASSIGNMENT = [
  driverEquipmentKeys.all,
  driverKeys.all,
  unitKeys('truck').all,
  unitKeys('trailer').all,
] as const;
