import type { AlertColor } from '@mui/material/Alert';

/** What the session layer tells the UI; the UI decides where to navigate and what to show. */
export type SessionEvent =
  | { type: 'expired' }
  | { type: 'subscription-expired' }
  | { type: 'notice'; message: string; severity: AlertColor };

const listeners = new Set<(event: SessionEvent) => void>();

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}
