import { useQueryClient } from '@tanstack/react-query';
import { driverAppStop } from '@tms/domain';
import { useEffect } from 'react';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useSession } from '../../../app/session/use-session';
import { driverAppKeys } from '../api/driver-app-keys';
import { putStop } from '../api/driver-loads';
import { subscribeConnectivity } from '../connectivity/connectivity';
import { actionLabel } from './action-label';
import { driverQueue, useDriverQueue } from './driver-queue';
import { userOwner } from './queued-action';

/** While actions wait, the queue is tried this often even if the browser reports no change. */
const RETRY_MS = 30_000;

const drain = () => void driverQueue.drain().catch(() => undefined);

/**
 * Runs the queue for the signed-in driver: sends what waits on start, when the signal returns,
 * when the app comes back to the screen and every half minute while something waits; puts what
 * the server answered on screen and says why an action it refused was dropped.
 */
export function useQueueRuntime() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { actions } = useDriverQueue();
  const waiting = actions.length > 0;
  const owner = user ? userOwner(user) : null;

  useEffect(() => {
    void driverQueue
      .setOwner(owner)
      .then(drain)
      .catch(() => undefined);
  }, [owner]);

  useEffect(() => {
    const visible = () => document.visibilityState === 'visible' && drain();
    document.addEventListener('visibilitychange', visible);
    const unsubscribe = subscribeConnectivity(() => navigator.onLine && drain());
    return () => {
      document.removeEventListener('visibilitychange', visible);
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(drain, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  useEffect(
    () =>
      driverQueue.listen({
        sent(action, answer) {
          const stop = driverAppStop.safeParse(answer);
          if (stop.success) putStop(queryClient, action.loadId, stop.data);
          void queryClient.invalidateQueries({ queryKey: driverAppKeys.all });
        },
        rejected(action, error) {
          notify(`${actionLabel(action)} was not saved: ${serverDetail(error) ?? 'the server refused it'}`, 'error');
          void queryClient.invalidateQueries({ queryKey: driverAppKeys.all });
        },
      }),
    [queryClient, notify],
  );
}
