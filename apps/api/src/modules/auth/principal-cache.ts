import type { Principal } from './auth.repo';

/**
 * Keeps a signed-in user's record a few seconds so that each request does not re-read it.
 * Writes in this process drop the entry at once; other processes see a change within the TTL.
 */
export function createPrincipalCache(ttlMs = 5000, maxEntries = 10_000) {
  const entries = new Map<number, { p: Principal; at: number }>();
  return {
    get(userId: number): Principal | undefined {
      const e = entries.get(userId);
      if (!e) return undefined;
      if (Date.now() - e.at > ttlMs) {
        entries.delete(userId);
        return undefined;
      }
      return e.p;
    },
    set(userId: number, p: Principal) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(userId, { p, at: Date.now() });
    },
    drop(userId: number) {
      entries.delete(userId);
    },
    clear() {
      entries.clear();
    },
  };
}

export type PrincipalCache = ReturnType<typeof createPrincipalCache>;
