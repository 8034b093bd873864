import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type DriverAppLoad, type DriverAppStop, driverAppLoad, driverAppLoadList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { useSession } from '../../../app/session/use-session';
import { reportReached } from '../connectivity/connectivity';
import { driverAppKeys } from './driver-app-keys';
import { readSavedLoads, saveLoads } from './saved-loads';

/** A minute: stops change when the dispatcher edits the load, not by the second. */
const LOADS_REFRESH_MS = 60_000;

/**
 * GET /api/driver-app/loads: the driver's current, upcoming and recent loads. The last answer is
 * kept on the phone, so the app opens with the load on screen even without signal.
 */
export function useDriverLoads() {
  const { user } = useSession();
  return useQuery({
    queryKey: driverAppKeys.loads(),
    queryFn: async ({ signal }) => {
      const list = driverAppLoadList.parse(await reportReached(apiClient('/api/driver-app/loads', { signal })));
      if (user) saveLoads(user, list);
      return list;
    },
    initialData: () => (user ? readSavedLoads(user)?.list : undefined),
    initialDataUpdatedAt: () => (user ? readSavedLoads(user)?.at : undefined),
    refetchInterval: LOADS_REFRESH_MS,
    // The queue, not the query, decides what the phone can do offline: keep trying on reconnect.
    networkMode: 'always',
  });
}

/** GET /api/driver-app/loads/{id}: one load, read when `enabled` (it is not among the listed ones). */
export function useDriverLoad(id: number, enabled: boolean) {
  return useQuery({
    queryKey: driverAppKeys.load(id),
    queryFn: async ({ signal }) =>
      driverAppLoad.parse(await reportReached(apiClient(`/api/driver-app/loads/${id}`, { signal }))),
    enabled: enabled && Number.isInteger(id),
    networkMode: 'always',
  });
}

/** Puts a stop the server answered into the cached list, so the screen shows it before the refetch. */
export function putStop(queryClient: QueryClient, loadId: number, stop: DriverAppStop) {
  queryClient.setQueryData(driverAppKeys.loads(), (list: { loads: DriverAppLoad[] } | undefined) =>
    list
      ? {
          loads: list.loads.map((l) =>
            l.id === loadId ? { ...l, stops: l.stops.map((s) => (s.id === stop.id ? stop : s)) } : l,
          ),
        }
      : list,
  );
}
