/** Query keys of hours of service; a stored duty event refreshes `all`. */
export const hosKeys = {
  all: ['hos'] as const,
  clocks: () => [...hosKeys.all, 'clocks'] as const,
  log: (driverId: number, from: string, to: string) => [...hosKeys.all, 'log', driverId, from, to] as const,
  tripCheck: (driverId: number | null, miles: number, pickupAt: string | null) =>
    [...hosKeys.all, 'trip-check', driverId, miles, pickupAt] as const,
};

/** The clocks move with every minute driven: the dashboard reads them again each minute. */
export const HOS_REFRESH_MS = 60_000;
