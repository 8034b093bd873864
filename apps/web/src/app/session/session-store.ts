import type { User } from '@tms/domain';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionSnapshot {
  status: SessionStatus;
  user: User | null;
}

// The access token lives only in memory: script that reads storage cannot lift it, and a reload
// gets a fresh one from the refresh token.
let accessToken: string | null = null;
let snapshot: SessionSnapshot = { status: 'loading', user: null };
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAuthenticated(token: string, user: User): void {
  accessToken = token;
  publish({ status: 'authenticated', user });
}

/** Signed in without a token for now: the app started with no signal, and renews it when it returns. */
export function setAuthenticatedOffline(user: User): void {
  accessToken = null;
  publish({ status: 'authenticated', user });
}

export function setSessionUser(user: User): void {
  publish({ ...snapshot, user });
}

export function setAnonymous(): void {
  accessToken = null;
  publish({ status: 'anonymous', user: null });
}
