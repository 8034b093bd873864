import { useSyncExternalStore } from 'react';
import { sendAction } from '../api/send-action';
import { createActionQueue, type QueueState } from './action-queue';
import { indexedDbActionStore } from './action-store';

/** One drain at a time across the app's tabs: two would send the same action side by side. */
async function exclusive(work: () => Promise<void>): Promise<void> {
  if (navigator.locks) await navigator.locks.request('tms-driver-app-queue', work);
  else await work();
}

/** The phone's one queue of driver actions (see createActionQueue). */
export const driverQueue = createActionQueue({ store: indexedDbActionStore(), send: sendAction, exclusive });

export function useDriverQueue(): QueueState {
  return useSyncExternalStore(driverQueue.subscribe, driverQueue.getState);
}
