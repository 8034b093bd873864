import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

type SealingKey = { id: string; key: Buffer };
export type Sealed = { encrypted: string; keyId: string };

/**
 * Seals secrets at rest with AES-256-GCM (random 96-bit nonce, 128-bit tag). Each purpose derives
 * its own 256-bit key from the configured secret, and each value is bound to its row by the
 * associated data, so a sealed value moved to another company's row does not open. Each value
 * names the key that sealed it; older keys stay readable until a rotation re-seals everything.
 */
export function createSealer(keys: { current: string; previous: string[] }, purpose: string) {
  const derive = (secret: string): SealingKey => ({
    key: createHash('sha256').update(`${purpose}-key:${secret}`).digest(),
    id: createHash('sha256').update(`${purpose}-key-id:${secret}`).digest('hex').slice(0, 12),
  });
  const current = derive(keys.current);
  const byId = new Map([current, ...keys.previous.map(derive)].map((k) => [k.id, k]));

  return {
    currentKeyId: current.id,

    seal(boundTo: string, secret: string): Sealed {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return { encrypted: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'), keyId: current.id };
    },

    open(boundTo: string, sealed: Sealed): string {
      const k = byId.get(sealed.keyId);
      if (!k) throw new Error(`No configured key has id ${sealed.keyId}`);
      const raw = Buffer.from(sealed.encrypted, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', k.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
