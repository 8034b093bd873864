/**
 * localStorage that never throws: storage can be disabled or full, and the app must still run
 * (the session then lasts for the visit only).
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // See above: losing persistence is acceptable, crashing is not.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

export const STORAGE_KEYS = {
  deviceKey: 'deviceKey',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;
