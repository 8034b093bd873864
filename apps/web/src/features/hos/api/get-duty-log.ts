import { useQuery } from '@tanstack/react-query';
import { dutyLog } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { HOS_REFRESH_MS, hosKeys } from './hos-keys';

/**
 * GET /api/drivers/{id}/duty-status-events: a driver's events over one day (`from`, `to` are
 * its bounds in the company's zone), with the one in force when it opens. A day still under way
 * is read again with the clocks.
 */
export function useDutyLog(driverId: number | null, range: { from: string; to: string; live: boolean }) {
  return useQuery({
    queryKey: hosKeys.log(driverId ?? 0, range.from, range.to),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ from: range.from, to: range.to });
      return dutyLog.parse(await apiClient(`/api/drivers/${driverId}/duty-status-events?${query}`, { signal }));
    },
    enabled: driverId !== null,
    refetchInterval: range.live ? HOS_REFRESH_MS : false,
  });
}
