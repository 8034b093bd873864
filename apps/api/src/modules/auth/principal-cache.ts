import { LRUCache } from 'lru-cache';
import type { Principal } from './auth.repo';

/**
 * Keeps a signed-in user's record, and whether a session is still alive, a few seconds so that
 * each request does not re-read them. Entries are dropped when the database announces a change
 * (sign-in-changes.ts), in every process at once; the cache is trusted only while that
 * announcement is heard (`trust`), else every check goes to the database (decision 0229).
 *
 * A read started before a change may finish after its announcement: `generation` counts the
 * evictions, and an answer read under an older generation is not kept.
 */
export function createPrincipalCache(ttlMs = 5000, max = 10_000) {
  const enabled = ttlMs > 0;
  const principals = new LRUCache<number, Principal>({ max, ttl: Math.max(ttlMs, 1) });
  /** Live sessions, with their user, so a user's change drops their sessions too. */
  const sessions = new LRUCache<string, number>({ max, ttl: Math.max(ttlMs, 1) });
  let trusted = false;
  let generation = 0;

  const clear = () => {
    generation++;
    principals.clear();
    sessions.clear();
  };
  const dropWhere = (stale: (userId: number, p: Principal | undefined) => boolean) => {
    generation++;
    for (const [userId, p] of principals.entries()) if (stale(userId, p)) principals.delete(userId);
    for (const [sessionId, userId] of sessions.entries()) if (stale(userId, undefined)) sessions.delete(sessionId);
  };

  return {
    ttlMs,
    /** Taken before a read whose answer may be kept: pass it back to `set`/`rememberSession`. */
    generation: () => generation,
    get(userId: number): Principal | undefined {
      return trusted ? principals.get(userId) : undefined;
    },
    set(userId: number, p: Principal, at = generation) {
      if (enabled && trusted && at === generation) principals.set(userId, p);
    },
    /** Whether the session was seen alive within the TTL (only live sessions are kept). */
    sessionAlive(sessionId: string): boolean {
      return trusted && sessions.get(sessionId) !== undefined;
    },
    rememberSession(sessionId: string, userId: number, at = generation) {
      if (enabled && trusted && at === generation) sessions.set(sessionId, userId);
    },
    /** Whether changes are heard now; whatever was kept before is forgotten either way. */
    trust(on: boolean) {
      clear();
      trusted = on;
    },
    drop(userId: number) {
      dropWhere((id) => id === userId);
    },
    /** A company's change: its users' records (and their sessions) are read again. */
    dropCompany(companyId: number) {
      const users = new Set<number>();
      for (const [userId, p] of principals.entries()) if (p.user.company_id === companyId) users.add(userId);
      dropWhere((id, p) => users.has(id) || p?.user.company_id === companyId);
    },
    clear,
  };
}

export type PrincipalCache = ReturnType<typeof createPrincipalCache>;
