import { resourceKeys } from '../../../app/api/query-keys';

/** Trucks' positions (latest and trails), refreshed as positions arrive; the loads' ETAs have eta-keys. */
export const trackingKeys = {
  ...resourceKeys<never>('tracking'),
  latest: () => ['tracking', 'latest'] as const,
  trail: (truckId: number, from: string) => ['tracking', 'trail', truckId, from] as const,
};

/** How often a map asks for new positions: an ELD reports about every minute. */
export const POSITIONS_REFRESH_MS = 60_000;
