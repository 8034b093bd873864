import type { PublicTracking } from '@tms/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api/api-error';
import { getPublicTracking } from './get-public-tracking';

/** How often an open page asks again: positions arrive every few minutes. */
export const TRACKING_REFRESH_MS = 60_000;

export type TrackingState =
  | { kind: 'loading' }
  | { kind: 'ready'; tracking: PublicTracking }
  /** Unknown, revoked or expired: the page says so and stops asking. */
  | { kind: 'gone' }
  | { kind: 'failed'; tracking: PublicTracking | null };

/**
 * The public answer for a token, read again every minute while the page is open (and at once
 * when the tab comes back). No query library: this page ships in its own small bundle.
 */
export function usePublicTracking(token: string): TrackingState {
  const [state, setState] = useState<TrackingState>({ kind: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    const read = async () => {
      clearTimeout(timer);
      try {
        const tracking = await getPublicTracking(token, abort.signal);
        setState({ kind: 'ready', tracking });
      } catch (error) {
        if (abort.signal.aborted) return;
        gone = error instanceof ApiError && error.status === 404;
        setState((s) => (gone ? { kind: 'gone' } : { kind: 'failed', tracking: 'tracking' in s ? s.tracking : null }));
      }
      if (!gone && !abort.signal.aborted) timer = setTimeout(read, TRACKING_REFRESH_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !gone) void read();
    };
    void read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      abort.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);
  return state;
}
