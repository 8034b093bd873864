import { useQuery } from '@tanstack/react-query';
import { appointmentTypeList, dispatcherList, driverList, loadStatusList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from '../../drivers/api/driver-keys';
import { appointmentTypeKeys } from '../../settings/api/appointment-type-keys';
import { loadStatusKeys } from '../../settings/api/load-status-keys';
import { userKeys } from '../../users/api/user-keys';
import { CACHE, LOAD_RETRY } from './load-keys';

/** What the wizard and the board pick from, cached as spec 3 section 9 says. */
export function useActiveStatuses() {
  return useQuery({
    queryKey: loadStatusKeys.activeAll(),
    queryFn: async () =>
      loadStatusList.parse(await apiClient('/api/load-statuses/?page=1&limit=200&active_only=true')).statuses,
    staleTime: CACHE.statuses,
    ...LOAD_RETRY,
  });
}

export function useActiveAppointmentTypes() {
  return useQuery({
    queryKey: appointmentTypeKeys.activeAll(),
    queryFn: async () =>
      appointmentTypeList.parse(await apiClient('/api/load-appointment-types/?skip=0&limit=200&active_only=true'))
        .appointment_types,
    staleTime: CACHE.appointmentTypes,
    ...LOAD_RETRY,
  });
}

/**
 * Active drivers: all of them, or only the caller's: those they dispatch (`assigned`) or those
 * they follow in track and trace (`followed`).
 */
export function usePickableDrivers(only: boolean | 'assigned' | 'followed') {
  const which = only === true ? 'assigned' : only === false ? 'all' : only;
  const filter = which === 'assigned' ? '&assigned_only=true' : which === 'followed' ? '&followed_only=true' : '';
  return useQuery({
    queryKey: driverKeys.pick(which),
    queryFn: async () =>
      driverList.parse(await apiClient(`/api/drivers/?active_only=true${filter}&limit=200&sort=name`)).drivers,
    staleTime: CACHE.drivers,
    ...LOAD_RETRY,
  });
}

export function useDispatchers(enabled = true) {
  return useQuery({
    queryKey: userKeys.dispatchers(),
    queryFn: async () => dispatcherList.parse(await apiClient('/api/users/dispatchers')).dispatchers,
    staleTime: CACHE.dispatchers,
    enabled,
    ...LOAD_RETRY,
  });
}

export function useDispatchersForDriver(driverId: number | null) {
  return useQuery({
    queryKey: userKeys.dispatchersForDriver(driverId),
    queryFn: async () =>
      dispatcherList.parse(await apiClient(`/api/users/dispatchers-for-driver/${driverId}`)).dispatchers,
    enabled: driverId !== null,
    staleTime: CACHE.dispatchers,
    ...LOAD_RETRY,
  });
}
