import { deviceCryptoAvailable, isLegacySeal, openForDevice, sealForDevice } from './device-crypto';
import { localStore, STORAGE_KEYS } from './local-store';

export const DECRYPT_FAILED = 'Failed to decrypt token. Please log in again.';

export class TokenDecryptError extends Error {
  override readonly name = 'TokenDecryptError';
  constructor() {
    super(DECRYPT_FAILED);
  }
}

// Without Web Crypto (a plain-http host) the token is never written in clear: it stays in memory
// and the session lasts as long as the page.
let unsealedFallback: string | null = null;

export async function saveRefreshToken(token: string): Promise<void> {
  if (!deviceCryptoAvailable()) {
    unsealedFallback = token;
    return;
  }
  localStore.set(STORAGE_KEYS.refreshToken, await sealForDevice(token));
}

export function hasRefreshToken(): boolean {
  return deviceCryptoAvailable() ? localStore.get(STORAGE_KEYS.refreshToken) !== null : unsealedFallback !== null;
}

/** The stored refresh token, or null; an unreadable one is removed and reported as TokenDecryptError. */
export async function loadRefreshToken(): Promise<string | null> {
  if (!deviceCryptoAvailable()) return unsealedFallback;
  const sealed = localStore.get(STORAGE_KEYS.refreshToken);
  if (!sealed) return null;
  try {
    const token = await openForDevice(sealed);
    if (isLegacySeal(sealed)) localStore.set(STORAGE_KEYS.refreshToken, await sealForDevice(token));
    return token;
  } catch {
    localStore.remove(STORAGE_KEYS.refreshToken);
    throw new TokenDecryptError();
  }
}

export function clearRefreshToken(): void {
  unsealedFallback = null;
  localStore.remove(STORAGE_KEYS.refreshToken);
}
