import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DECRYPT_FAILED, loadRefreshToken, saveRefreshToken } from './refresh-token-vault';

const store = new Map<string, string>();
const browser = { userAgent: 'Mozilla/5.0 Chrome/140.0' };

beforeEach(() => {
  store.clear();
  Object.assign(globalThis, {
    window: {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
      screen: { colorDepth: 24 },
    },
  });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    get: () => ({ userAgent: browser.userAgent, language: 'en-US' }),
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('the stored refresh token', () => {
  it('still opens after the browser updates itself (a new user agent)', async () => {
    await saveRefreshToken('refresh-token-value');
    browser.userAgent = 'Mozilla/5.0 Chrome/141.0';
    expect(await loadRefreshToken()).toBe('refresh-token-value');
  });

  it('answers the decrypt failure, and forgets the value, when it cannot be read', async () => {
    await saveRefreshToken('refresh-token-value');
    const key = [...store.keys()].find((k) => store.get(k)?.startsWith('v2.'))!;
    store.set(key, `${store.get(key)!.slice(0, -4)}AAAA`);
    await expect(loadRefreshToken()).rejects.toThrow(DECRYPT_FAILED);
    expect(store.has(key)).toBe(false);
  });
});
