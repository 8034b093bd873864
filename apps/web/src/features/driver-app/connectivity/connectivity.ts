import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../app/api/api-error';

/**
 * Whether the phone reaches the server: the browser's own flag, and the last call's fate (a phone
 * can be "online" on a network that goes nowhere, as under a loading dock's roof).
 */
let reached = true;
const subscribers = new Set<() => void>();
const publish = () => {
  for (const s of subscribers) s();
};

export function isOnline(): boolean {
  return navigator.onLine && reached;
}

function setReached(next: boolean) {
  if (next === reached) return;
  reached = next;
  publish();
}

/** Notes whether a call reached the server: any answer did, a network error did not. */
export async function reportReached<T>(call: Promise<T>): Promise<T> {
  try {
    const answer = await call;
    setReached(true);
    return answer;
  } catch (error) {
    setReached(!(error instanceof ApiError && error.status === 0));
    throw error;
  }
}

export function subscribeConnectivity(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  // Back online, calls are worth trying again at once.
  const online = () => {
    reached = true;
    subscriber();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', subscriber);
  return () => {
    subscribers.delete(subscriber);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', subscriber);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline);
}
