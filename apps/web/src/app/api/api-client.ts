import { expireSession, expireSubscription, NO_REFRESH_TOKEN, refreshSession } from '../session/session-service';
import { getAccessToken } from '../session/session-store';
import { ApiError, isSubscriptionExpired } from './api-error';
import { type HttpOptions, http } from './http';

export type ApiOptions = Omit<HttpOptions, 'token'>;

async function send<T>(path: string, options: ApiOptions, token: string | null): Promise<T> {
  try {
    return await http<T>(path, { ...options, token });
  } catch (error) {
    if (isSubscriptionExpired(error)) expireSubscription();
    throw error;
  }
}

/**
 * A call on behalf of the signed-in user. A 401 leads to one refresh (shared with concurrent
 * calls) and one retry; when the refresh fails the session ends and the user signs in again.
 */
export async function apiClient<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = getAccessToken();
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }

  // Another call may have refreshed while this one was in flight; then its token is already new.
  if (getAccessToken() === token) {
    try {
      await refreshSession();
    } catch (error) {
      if (!isSubscriptionExpired(error)) expireSession();
      throw error instanceof Error ? error : new Error(NO_REFRESH_TOKEN);
    }
  }
  return send<T>(path, options, getAccessToken());
}
