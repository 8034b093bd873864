import { useQuery } from '@tanstack/react-query';
import { formatMinutes, hosClocksList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { useCompanyFeatures } from '../../../app/session/use-company-features';
import { useSession } from '../../../app/session/use-session';
import { HOS_REFRESH_MS, hosKeys } from './hos-keys';

/** A driver's minutes left: the least of the drive, shift and cycle clocks, and the cycle. */
export type HoursLeft = { drive: number; cycle: number };
export type DriverHours = ReadonlyMap<number, HoursLeft>;

/** "4h 30m to drive · 52h 10m cycle": what a driver picker says beside a name. */
export const hoursText = (h: HoursLeft) => `${formatMinutes(h.drive)} to drive · ${formatMinutes(h.cycle)} cycle`;

/** "4h 30m drive · 52h cycle": the same in a narrow cell. */
export const shortHoursText = (h: HoursLeft) => `${formatMinutes(h.drive)} drive · ${Math.floor(h.cycle / 60)}h cycle`;

const EMPTY: DriverHours = new Map();

/**
 * Each driver's hours left, for pickers (issue 33): the least of the drive, shift and cycle clocks,
 * and the cycle. Read with the dashboard's query, only where the company has telematics and the
 * user may read drivers' hours; otherwise an empty map.
 */
export function useDriverHours(): DriverHours {
  const telematics = useCompanyFeatures()?.includes('telematics_integration') ?? false;
  const { capabilities } = useSession();
  const clocks = useQuery({
    queryKey: hosKeys.clocks(),
    queryFn: async ({ signal }) => hosClocksList.parse(await apiClient('/api/hos/clocks', { signal })),
    enabled: telematics && capabilities.has('drivers_read'),
    refetchInterval: HOS_REFRESH_MS,
    retry: false,
  });
  if (!clocks.data) return EMPTY;
  return new Map(
    clocks.data.clocks.map((c) => [
      c.driver_id,
      {
        drive: Math.min(c.drive_remaining_minutes, c.shift_remaining_minutes, c.cycle_remaining_minutes),
        cycle: c.cycle_remaining_minutes,
      },
    ]),
  );
}
