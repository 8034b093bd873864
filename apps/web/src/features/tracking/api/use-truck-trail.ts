import { useQuery } from '@tanstack/react-query';
import { positionTrail } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { POSITIONS_REFRESH_MS, trackingKeys } from './tracking-keys';

/** The trail's span: the last day, what a dispatcher reads to see where a truck has been. */
const TRAIL_HOURS = 24;

/** A rounded start, so the key (and the cache) stays the same between refreshes within the hour. */
function trailStart(now = Date.now()): string {
  const hour = 3_600_000;
  return new Date(Math.floor(now / hour) * hour - TRAIL_HOURS * hour).toISOString();
}

/** GET /api/trucks/{id}/positions?from=: the truck's trail over the last day, oldest point first. */
export function useTruckTrail(truckId: number | null) {
  const from = trailStart();
  return useQuery({
    queryKey: trackingKeys.trail(truckId ?? 0, from),
    queryFn: async ({ signal }) =>
      positionTrail.parse(
        await apiClient(`/api/trucks/${truckId}/positions?from=${encodeURIComponent(from)}`, { signal }),
      ).positions,
    enabled: truckId !== null,
    refetchInterval: POSITIONS_REFRESH_MS,
  });
}
