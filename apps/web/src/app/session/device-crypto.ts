import { localStore, STORAGE_KEYS } from './local-store';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const FORMAT = 'v2';
/** Sealed before v2: the key mixed in browser traits (user agent first), see `legacyFingerprint`. */
const LEGACY_FORMAT = 'v1';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Web Crypto exists only in secure contexts (https, localhost). */
export function deviceCryptoAvailable(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

/** 32 random bytes created once per browser profile. */
function deviceKey(): Uint8Array<ArrayBuffer> {
  const saved = localStore.get(STORAGE_KEYS.deviceKey);
  if (saved) {
    try {
      const bytes = fromBase64(saved);
      if (bytes.length === 32) return bytes;
    } catch {
      // A damaged key is replaced below; whatever it sealed becomes unreadable, as intended.
    }
  }
  const fresh = crypto.getRandomValues(new Uint8Array(32));
  localStore.set(STORAGE_KEYS.deviceKey, toBase64(fresh));
  return fresh;
}

/**
 * The browser traits v1 mixed into the key. The user agent changes with every browser release,
 * which signed people out every few weeks; v2 keys on the device key alone (a random secret of
 * this browser profile). v1 tokens are still read, then sealed again as v2.
 */
function legacyFingerprint(): string {
  return [
    navigator.userAgent,
    navigator.language,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(window.screen.colorDepth),
  ].join('|');
}

async function sealingKey(format: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', deviceKey(), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode(format === LEGACY_FORMAT ? legacyFingerprint() : 'tms/device'),
      info: encoder.encode('tms/refresh-token'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function sealForDevice(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(FORMAT), encoder.encode(plain));
  return [FORMAT, toBase64(iv), toBase64(new Uint8Array(cipher))].join('.');
}

/** Whether a sealed text is of the older format, to be sealed again after it is read. */
export const isLegacySeal = (sealed: string) => sealed.startsWith(`${LEGACY_FORMAT}.`);

/** Throws when the text was sealed elsewhere, with another device key, or was tampered with. */
export async function openForDevice(sealed: string): Promise<string> {
  const [format, iv, cipher] = sealed.split('.');
  if ((format !== FORMAT && format !== LEGACY_FORMAT) || !iv || !cipher) throw new Error('Unknown sealed format');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv) },
    await sealingKey(format),
    fromBase64(cipher),
  );
  return decoder.decode(plain);
}
