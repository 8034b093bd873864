import type { ProviderError } from './providers/eld-provider';

const MINUTE_MS = 60_000;
/** How often a working provider is read: "every few minutes". */
export const SYNC_EVERY_MS = 5 * MINUTE_MS;
const BACKOFF_CAP_MS = 6 * 60 * MINUTE_MS;

/**
 * When a provider is read next after a failure (`failures` counts this one): doubling from the
 * usual interval up to six hours; a provider that asked to wait is given the time it asked for;
 * refused credentials wait for a user to enter new ones.
 */
export function nextAttemptAfterFailure(error: ProviderError, failures: number, now: Date): Date | null {
  if (error.reason === 'credentials_rejected') return null;
  if (error.reason === 'rate_limited' && error.retryAfterSeconds !== null)
    return new Date(now.getTime() + Math.max(MINUTE_MS, error.retryAfterSeconds * 1000));
  const wait = Math.min(BACKOFF_CAP_MS, SYNC_EVERY_MS * 2 ** Math.max(0, failures - 1));
  return new Date(now.getTime() + wait);
}
