import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DriverEquipmentUpdate, driverEquipmentSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { AFFECTED_BY_ASSIGNMENT } from './driver-equipment-keys';
import { getCurrentEquipment } from './driver-equipment-queries';

const BASE = '/api/driver-equipment';

export interface AssignInput {
  driverId: number;
  /** undefined leaves the unit as it is; null unassigns it. */
  truckId?: number | null;
  trailerId?: number | null;
}

/**
 * Gives a driver a truck and/or trailer: a new assignment when the driver has none, else a change of
 * the current one (the change log records either). Unassigning both ends the assignment.
 */
export async function assignEquipment({ driverId, truckId, trailerId }: AssignInput) {
  const current = await getCurrentEquipment(driverId);
  if (!current) {
    return driverEquipmentSchema.parse(
      await apiClient(`${BASE}/`, {
        method: 'POST',
        json: { driver_id: driverId, truck_id: truckId ?? null, trailer_id: trailerId ?? null },
      }),
    );
  }
  const nextTruck = truckId === undefined ? current.truck_id : truckId;
  const nextTrailer = trailerId === undefined ? current.trailer_id : trailerId;
  if (nextTruck === null && nextTrailer === null) {
    await apiClient(`${BASE}/${current.id}`, { method: 'DELETE' });
    return null;
  }
  const body: DriverEquipmentUpdate = {};
  if (truckId !== undefined) body.truck_id = truckId;
  if (trailerId !== undefined) body.trailer_id = trailerId;
  return driverEquipmentSchema.parse(await apiClient(`${BASE}/${current.id}`, { method: 'PUT', json: body }));
}

export function useAssignEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignEquipment,
    onSettled: () => Promise.all(AFFECTED_BY_ASSIGNMENT.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Ends the driver's assignment (the API's delete deactivates it; history keeps it). */
export function useEndAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => apiClient(`${BASE}/${assignmentId}`, { method: 'DELETE' }),
    onSettled: () => Promise.all(AFFECTED_BY_ASSIGNMENT.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
