import { useQuery } from '@tanstack/react-query';
import { type Driver, driverSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from './driver-keys';

export async function getDriver(id: number): Promise<Driver> {
  return driverSchema.parse(await apiClient(`/api/drivers/${id}`));
}

export function useDriver(id: number | null) {
  return useQuery({ queryKey: driverKeys.detail(id ?? 0), queryFn: () => getDriver(id ?? 0), enabled: id !== null });
}
