import { useQuery } from '@tanstack/react-query';
import { type DriverAppAccount, driverAppAccount } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from './driver-keys';

/** Whether the driver has the driver app's account, and the address it signs in with. */
export async function getDriverAppAccount(id: number): Promise<DriverAppAccount> {
  return driverAppAccount.parse(await apiClient(`/api/drivers/${id}/app-account`));
}

export function useDriverAppAccount(id: number) {
  return useQuery({ queryKey: driverKeys.appAccount(id), queryFn: () => getDriverAppAccount(id) });
}
