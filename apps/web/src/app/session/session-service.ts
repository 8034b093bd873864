import type { TokenAnswer, User } from '@tms/domain';
import { ApiError, isSubscriptionExpired } from '../api/api-error';
import { loginRequest, logoutRequest, meRequest, refreshRequest } from './auth-requests';
import { STORAGE_KEYS } from './local-store';
import { refreshDelaySeconds } from './refresh-delay';
import {
  clearRefreshToken,
  hasRefreshToken,
  loadRefreshToken,
  saveRefreshToken,
  TokenDecryptError,
} from './refresh-token-vault';
import { emitSessionEvent } from './session-events';
import {
  getAccessToken,
  getSessionSnapshot,
  setAnonymous,
  setAuthenticated,
  setAuthenticatedOffline,
  setSessionUser,
} from './session-store';
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user';
import { clearUserStorage } from './user-storage';

export const NO_REFRESH_TOKEN = 'No refresh token available';

const NETWORK_RETRY_MS = 30_000;
let refreshTimer: number | undefined;

function scheduleRefresh(delayMs: number): void {
  window.clearTimeout(refreshTimer);
  refreshTimer = window.setTimeout(() => void runScheduledRefresh(), delayMs);
}

/** The server was not reached: no answer, so nothing says the session is over. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

async function runScheduledRefresh(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    if (isSubscriptionExpired(error)) return;
    // Offline for a moment is not a reason to sign out: the token may still be valid, try again soon.
    if (isNetworkError(error)) {
      scheduleRefresh(NETWORK_RETRY_MS);
      return;
    }
    expireSession();
  }
}

export async function establishSession(answer: TokenAnswer): Promise<void> {
  await saveRefreshToken(answer.refresh_token);
  writeStoredUser(answer.user);
  setAuthenticated(answer.access_token, answer.user);
  scheduleRefresh(refreshDelaySeconds(answer.expires_in) * 1000);
}

export function updateSessionUser(user: User): void {
  writeStoredUser(user);
  setSessionUser(user);
}

export function clearLocalSession(): void {
  window.clearTimeout(refreshTimer);
  clearRefreshToken();
  clearStoredUser();
  setAnonymous();
}

/** The session can no longer be renewed: clear it and let the UI send the user to sign in. */
export function expireSession(): void {
  clearLocalSession();
  emitSessionEvent({ type: 'expired' });
}

export function expireSubscription(): void {
  clearLocalSession();
  emitSessionEvent({ type: 'subscription-expired' });
}

async function exchangeRefreshToken(): Promise<TokenAnswer> {
  let token: string | null;
  try {
    token = await loadRefreshToken();
  } catch (error) {
    if (error instanceof TokenDecryptError)
      emitSessionEvent({ type: 'notice', message: error.message, severity: 'warning' });
    throw error;
  }
  if (!token) throw new Error(NO_REFRESH_TOKEN);
  try {
    const answer = await refreshRequest(token);
    await establishSession(answer);
    return answer;
  } catch (error) {
    if (isSubscriptionExpired(error)) expireSubscription();
    throw error;
  }
}

let inflight: Promise<TokenAnswer> | null = null;

/**
 * Exchanges the refresh token for new tokens. Concurrent callers share one request, and tabs take
 * turns through a Web Lock: refresh tokens rotate, so two tabs must never spend the same one.
 */
export function refreshSession(): Promise<TokenAnswer> {
  if (!inflight) {
    // Web Locks are missing outside secure contexts; a single tab is then still safe.
    const run: Promise<TokenAnswer> = navigator.locks
      ? navigator.locks.request('tms-session-refresh', exchangeRefreshToken).then((answer) => answer)
      : exchangeRefreshToken();
    inflight = run.finally(() => {
      inflight = null;
    });
  }
  return inflight;
}

async function restoreSession(): Promise<void> {
  const storedUser = readStoredUser();
  const accessToken = getAccessToken();
  if (storedUser && accessToken) {
    setAuthenticated(accessToken, storedUser);
    try {
      updateSessionUser(await meRequest(accessToken));
    } catch (error) {
      // The stored copy stays in use; only an expired subscription ends the session here.
      if (isSubscriptionExpired(error)) expireSubscription();
    }
    return;
  }
  if (!hasRefreshToken()) {
    clearLocalSession();
    return;
  }
  try {
    await refreshSession();
  } catch (error) {
    if (isSubscriptionExpired(error)) return;
    // Opened without signal (the driver app, installed on a phone): the user of the last sign-in
    // stays signed in with what the app kept, and the token is renewed once the server answers.
    if (isNetworkError(error) && storedUser) {
      setAuthenticatedOffline(storedUser);
      scheduleRefresh(NETWORK_RETRY_MS);
      return;
    }
    clearLocalSession();
  }
}

let started: Promise<void> | null = null;

/** Start-up rules of spec 1 section 4; runs once however many times it is called. */
export function startSession(): Promise<void> {
  started ??= restoreSession();
  return started;
}

/**
 * Resolves once the session is restored and no refresh is under way. A page that leaves the app
 * waits for it: a refresh the server answered but the page never stored would leave only the
 * rotated token, whose next use ends the session as a replay.
 */
export async function sessionSettled(): Promise<void> {
  await startSession().catch(() => undefined);
  await inflight?.catch(() => undefined);
}

export async function signIn(email: string, password: string): Promise<User> {
  try {
    const answer = await loginRequest(email, password);
    await establishSession(answer);
    return answer.user;
  } catch (error) {
    if (isSubscriptionExpired(error)) expireSubscription();
    throw error;
  }
}

async function revokeOnServer(): Promise<void> {
  const send = async () => logoutRequest(getAccessToken(), await loadRefreshToken());
  try {
    await send();
  } catch (error) {
    // With an expired access token the server would keep the refresh token alive: renew once, retry.
    if (!(error instanceof ApiError) || error.status !== 401 || !hasRefreshToken()) throw error;
    await refreshSession();
    await send();
  }
}

/**
 * Tells the server (failure ignored), then forgets everything local, the user's own stored values
 * (such as a load draft) included: the next person on this browser starts clean.
 */
export async function signOut(): Promise<void> {
  const user = getSessionSnapshot().user ?? readStoredUser();
  if (getAccessToken() || hasRefreshToken()) await revokeOnServer().catch(() => undefined);
  if (user) clearUserStorage(window.localStorage, user);
  clearLocalSession();
}

/** Signing out in one tab signs out the others: they see the refresh token disappear. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared all storage.
    const removed = event.key === null || (event.key === STORAGE_KEYS.refreshToken && event.newValue === null);
    if (removed && getSessionSnapshot().status === 'authenticated') expireSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
