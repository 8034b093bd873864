import { useCallback } from 'react';
import { useSession } from '../../../app/session/use-session';
import { driverQueue } from './driver-queue';
import { newKey } from './new-key';
import { type ActionPayload, type QueuedAction, userOwner } from './queued-action';

/**
 * Puts an action in the queue for the signed-in driver. The key is made now, when the driver
 * tapped; `prepare` may add what takes a moment (the phone's position) before it is kept.
 */
export function useEnqueue() {
  const { user } = useSession();
  return useCallback(
    async (loadId: number, prepare: () => ActionPayload | Promise<ActionPayload>): Promise<QueuedAction> => {
      if (!user) throw new Error('Sign in again to save this');
      const key = newKey();
      const createdAt = new Date().toISOString();
      const payload = await prepare();
      return driverQueue.enqueue({ ...payload, key, createdAt, loadId, owner: userOwner(user) });
    },
    [user],
  );
}
