/**
 * A small in-process cache of answers per company: entries live `ttlMs`, a company's entries are
 * dropped together when its loads change, and the oldest entries go first past `maxEntries`.
 */
export function createTtlCache<T>(opts: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const max = opts.maxEntries ?? 1000;
  const entries = new Map<string, { companyId: number; at: number; value: T }>();
  const keyOf = (companyId: number, key: string) => `${companyId}|${key}`;
  // Bumped on each invalidation: an answer computed before a change is not stored after it.
  const generations = new Map<number, number>();
  return {
    generation: (companyId: number) => generations.get(companyId) ?? 0,
    get(companyId: number, key: string): { value: T; at: number } | undefined {
      const entry = entries.get(keyOf(companyId, key));
      if (!entry) return undefined;
      if (now() - entry.at >= opts.ttlMs) {
        entries.delete(keyOf(companyId, key));
        return undefined;
      }
      return entry;
    },
    set(companyId: number, key: string, value: T, generation: number) {
      if (opts.ttlMs <= 0 || generation !== (generations.get(companyId) ?? 0)) return;
      const k = keyOf(companyId, key);
      entries.delete(k);
      entries.set(k, { companyId, at: now(), value });
      // Maps iterate in insertion order: the first key is the oldest.
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    invalidate(companyId: number) {
      generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
      for (const [k, e] of entries) if (e.companyId === companyId) entries.delete(k);
    },
  };
}
