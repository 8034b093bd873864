import type { Principal } from './auth.repo';

/**
 * Keeps a signed-in user's record, and whether a session is still alive, a few seconds so that
 * each request does not re-read them. Writes in this process drop the entries at once; other
 * processes see a change (a deactivation, a logout, a revoked session) within the TTL.
 */
export function createPrincipalCache(ttlMs = 5000, maxEntries = 10_000) {
  const entries = new Map<number, { p: Principal; at: number }>();
  const sessions = new Map<string, number>();
  const fresh = (at: number) => Date.now() - at <= ttlMs;
  return {
    ttlMs,
    get(userId: number): Principal | undefined {
      const e = entries.get(userId);
      if (!e) return undefined;
      if (!fresh(e.at)) {
        entries.delete(userId);
        return undefined;
      }
      return e.p;
    },
    set(userId: number, p: Principal) {
      if (ttlMs === 0) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(userId, { p, at: Date.now() });
    },
    /** Whether the session was seen alive within the TTL (only live sessions are kept). */
    sessionAlive(sessionId: string): boolean {
      const at = sessions.get(sessionId);
      if (at === undefined) return false;
      if (!fresh(at)) {
        sessions.delete(sessionId);
        return false;
      }
      return true;
    },
    rememberSession(sessionId: string) {
      if (ttlMs === 0) return;
      if (sessions.size >= maxEntries) sessions.clear();
      sessions.set(sessionId, Date.now());
    },
    drop(userId: number) {
      entries.delete(userId);
    },
    clear() {
      entries.clear();
      sessions.clear();
    },
  };
}

export type PrincipalCache = ReturnType<typeof createPrincipalCache>;
