import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import * as repo from './auth.repo';

type Answer = { current: number; ttl: number };
type Done = (error: Error | null, answer?: Answer) => void;
/** What the plugin hands `child`: the route's limit options, the route itself under `routeInfo`. */
type RouteLimit = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** The counted events' key column holds 300 characters: a longer key is replaced by its digest. */
const keyOf = (prefix: string, key: string) => {
  const full = `rate:${prefix}${key}`;
  return full.length <= 300 ? full : `rate:${createHash('sha256').update(full).digest('hex')}`;
};

/**
 * The store of every @fastify/rate-limit limit (demo requests, tracking page views, documents read
 * per minute, e-mails sent on demand), decision 0233: uses are counted in PostgreSQL beside the
 * failed sign-ins, so a limit holds across all API processes instead of per process. A sliding
 * window under an advisory lock per key, as the sign-in limits count; a refused use is not
 * recorded, so a key never holds more than `max` rows, and the nightly prune removes old ones.
 */
export function sharedRateLimitStore(db: AppDb): FastifyRateLimitStoreCtor {
  function take(key: string, windowMs: number, max: number): Promise<Answer> {
    return withSystem(db, async (tx) => {
      await repo.lockKeys(tx, [key]);
      const now = Date.now();
      const { n, oldest } = await repo.eventsSince(tx, key, new Date(now - windowMs));
      // Until the oldest use in the window leaves it, and a place frees.
      const ttl = Math.max(0, (oldest?.getTime() ?? now) + windowMs - now);
      if (n < max) await repo.recordFailures(tx, [key]);
      return { current: n + 1, ttl };
    });
  }

  class SharedRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; a route's child store is named by its route.
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow?: number, max?: number) {
      take(keyOf(this.prefix, key), timeWindow ?? 60_000, max ?? 0).then(
        (answer) => done(null, answer),
        (error: Error) => done(error),
      );
    }

    child(route: RouteLimit) {
      return new SharedRateLimitStore(null, `${route.routeInfo?.method ?? ''}${route.routeInfo?.url ?? ''}:`);
    }
  }
  return SharedRateLimitStore;
}
