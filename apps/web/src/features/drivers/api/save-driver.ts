import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Driver, type DriverCreate, type DriverUpdate, driverSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { expiryKeys } from '../../../app/api/query-keys';
import { driverKeys } from './driver-keys';

/** Creates a driver, or updates one with the version read (a 409 means someone else saved). */
export async function saveDriver(input: { id: null; body: DriverCreate } | { id: number; body: DriverUpdate }) {
  const answer = input.id
    ? await apiClient(`/api/drivers/${input.id}`, { method: 'PUT', json: input.body })
    : await apiClient('/api/drivers/', { method: 'POST', json: input.body });
  return driverSchema.parse(answer);
}

export function useSaveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDriver,
    onSuccess: (driver: Driver) => {
      queryClient.setQueryData(driverKeys.detail(driver.id), driver);
      // A CDL or medical card date may have changed the menu's badges (read live).
      void queryClient.invalidateQueries({ queryKey: expiryKeys.all });
      return queryClient.invalidateQueries({ queryKey: driverKeys.all });
    },
  });
}
