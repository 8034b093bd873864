import { useQuery } from '@tanstack/react-query';
import {
  availableTrailers,
  availableTrucks,
  type DriverEquipment,
  driverEquipmentChangeLog,
  driverEquipmentHistory,
  driverEquipmentList,
  driverEquipmentSchema,
} from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { ApiError } from '../../../app/api/api-error';
import { driverEquipmentKeys } from './driver-equipment-keys';

const BASE = '/api/driver-equipment';

/** The driver's current assignment; the API's 404 means none (spec 2 section 7). */
export async function getCurrentEquipment(driverId: number): Promise<DriverEquipment | null> {
  try {
    return driverEquipmentSchema.parse(await apiClient(`${BASE}/driver/${driverId}/current`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useCurrentEquipment(driverId: number | null) {
  return useQuery({
    queryKey: driverEquipmentKeys.current(driverId ?? 0),
    queryFn: () => getCurrentEquipment(driverId ?? 0),
    enabled: driverId !== null,
  });
}

export function useEquipmentHistory(driverId: number) {
  return useQuery({
    queryKey: driverEquipmentKeys.history(driverId),
    queryFn: async () =>
      driverEquipmentHistory.parse(await apiClient(`${BASE}/driver/${driverId}/history`)).assignments,
  });
}

export function useEquipmentChangeLog(driverId: number) {
  return useQuery({
    queryKey: driverEquipmentKeys.changeLog(driverId),
    queryFn: async () =>
      driverEquipmentChangeLog.parse(await apiClient(`${BASE}/driver/${driverId}/change-log`)).changes,
  });
}

/** Units free to assign (active, not assigned now). */
export function useAvailableUnits(kind: 'trucks' | 'trailers', enabled: boolean) {
  return useQuery({
    queryKey: driverEquipmentKeys.available(kind),
    queryFn: async () => {
      const answer = await apiClient(`${BASE}/available-${kind}`);
      return kind === 'trucks' ? availableTrucks.parse(answer).trucks : availableTrailers.parse(answer).trailers;
    },
    enabled,
  });
}

/** The active assignment holding a unit, if any. */
export async function assignmentOfUnit(kind: 'truck' | 'trailer', unitId: number): Promise<DriverEquipment | null> {
  const answer = driverEquipmentList.parse(await apiClient(`${BASE}/?active_only=true&${kind}_id=${unitId}&limit=1`));
  return answer.assignments[0] ?? null;
}
