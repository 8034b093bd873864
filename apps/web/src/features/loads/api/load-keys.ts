import type { LoadListFilters, LoadStatsFilters } from '@tms/domain';
import { resourceKeys } from '../../../app/api/query-keys';

const loads = resourceKeys<LoadListFilters>('loads');

/** Query keys of the loads area; invalidating `all` refreshes the board, totals, records and threads. */
export const loadKeys = {
  ...loads,
  stats: (params: LoadStatsFilters) => [...loads.all, 'stats', params] as const,
  events: (id: number) => [...loads.all, 'events', id] as const,
  comments: (id: number) => [...loads.all, 'comments', id] as const,
  history: (id: number) => [...loads.all, 'history', id] as const,
  accessorials: (id: number) => [...loads.all, 'accessorials', id] as const,
  checkCalls: (id: number) => [...loads.all, 'check-calls', id] as const,
  trackingLinks: (id: number) => [...loads.all, 'tracking-links', id] as const,
  statusOptions: (id: number) => [...loads.all, 'status-options', id] as const,
  emptyMiles: (id: number) => [...loads.all, 'empty-miles', id] as const,
  views: () => [...loads.all, 'views'] as const,
  driverEvents: (driverId: number, params: Record<string, unknown>) =>
    [...loads.all, 'driver-events', driverId, params] as const,
};

/** Spec 3 section 9: up to 3 attempts, 1 s first delay, doubling, at most 10 s. */
export const LOAD_RETRY = {
  retry: 2,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000),
} as const;

/** Spec 3 section 9 cache times. */
export const CACHE = {
  statuses: 10 * 60_000,
  appointmentTypes: 10 * 60_000,
  drivers: 2 * 60_000,
  dispatchers: 2 * 60_000,
  load: 60_000,
} as const;
