import {
  expireSession,
  expireSubscription,
  isNetworkError,
  NO_REFRESH_TOKEN,
  refreshSession,
} from '../session/session-service';
import { getAccessToken } from '../session/session-store';
import { ApiError, isSubscriptionExpired } from './api-error';
import { type HttpOptions, http } from './http';

export type ApiOptions = Omit<HttpOptions, 'token'>;

/**
 * Runs a call with the signed-in user's token. A 401 leads to one refresh (shared with concurrent
 * calls) and one retry; when the server refuses the refresh the session ends and the user signs in again.
 */
export async function withSession<T>(call: (token: string | null) => Promise<T>): Promise<T> {
  const attempt = async (token: string | null) => {
    try {
      return await call(token);
    } catch (error) {
      if (isSubscriptionExpired(error)) expireSubscription();
      throw error;
    }
  };
  const token = getAccessToken();
  try {
    return await attempt(token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }

  // Another call may have refreshed while this one was in flight; then its token is already new.
  if (getAccessToken() === token) {
    try {
      await refreshSession();
    } catch (error) {
      // A refresh that never reached the server says nothing of the session: the call fails as offline.
      if (!isSubscriptionExpired(error) && !isNetworkError(error)) expireSession();
      throw error instanceof Error ? error : new Error(NO_REFRESH_TOKEN);
    }
  }
  return attempt(getAccessToken());
}

/** A call to the API on behalf of the signed-in user (see withSession). */
export function apiClient<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  return withSession((token) => http<T>(path, { ...options, token }));
}
