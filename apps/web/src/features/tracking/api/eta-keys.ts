import { loadKeys } from '../../loads/api/load-keys';

/**
 * Query keys of the loads' ETAs (GET /api/tracking/etas). Under the loads family: every change of
 * a load (a stop completed, a status, a driver) invalidates `loadKeys.all`, and so its ETA too.
 */
export const etaKeys = {
  all: [...loadKeys.all, 'etas'] as const,
  /** Every load on the road (null), or one load's. */
  list: (loadId: number | null) => [...etaKeys.all, loadId ?? 'all'] as const,
};

/** Positions arrive about once a minute: the ETAs are read again each minute. */
export const ETA_REFRESH_MS = 60_000;
