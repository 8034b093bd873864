import type { FastifyBaseLogger } from 'fastify';
import type { Notifications, Subscription } from '../../db/notifications';
import type { PrincipalCache } from './principal-cache';

/** The channel the database's triggers announce sign-in changes on (migration 0042). */
export const SIGN_IN_CHANNEL = 'sign_in_changed';

/**
 * Drops what the cache keeps of a user ('u:<id>') or a company ('c:<id>') when the database
 * announces a change to it; the cache is trusted only while the announcements are heard.
 */
export function followSignInChanges(
  notifications: Notifications,
  cache: PrincipalCache,
  log: FastifyBaseLogger,
): Subscription {
  return notifications.listen(SIGN_IN_CHANNEL, {
    onMessage(payload) {
      const [kind, id] = payload.split(':');
      const key = Number(id);
      if (kind === 'u' && Number.isInteger(key)) cache.drop(key);
      else if (kind === 'c' && Number.isInteger(key)) cache.dropCompany(key);
      else cache.clear();
    },
    onState(listening) {
      cache.trust(listening);
      if (listening) log.info('listening for sign-in changes');
      else log.warn('not listening for sign-in changes: sessions are checked in the database until it listens again');
    },
  });
}
