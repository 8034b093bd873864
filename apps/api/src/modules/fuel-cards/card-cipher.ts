import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

type SealingKey = { id: string; key: Buffer };

/** A 256-bit key and a short public id from a configured secret (at least 32 characters of entropy). */
function sealingKey(secret: string): SealingKey {
  return {
    key: createHash('sha256').update(`fuel-card-key:${secret}`).digest(),
    id: createHash('sha256').update(`fuel-card-key-id:${secret}`).digest('hex').slice(0, 12),
  };
}

/**
 * Seals fuel card numbers with AES-256-GCM (random 96-bit nonce, 128-bit tag, the company id as
 * associated data so a value cannot be moved to another company's row). Each value names the key
 * that sealed it; older keys stay readable until the rotation command has re-sealed every card.
 */
export function createCardCipher(keys: { current: string; previous: string[]; hashKey: string }) {
  const current = sealingKey(keys.current);
  const byId = new Map([current, ...keys.previous.map(sealingKey)].map((k) => [k.id, k]));
  const aad = (companyId: number) => Buffer.from(`fuel_cards:${companyId}`);

  return {
    currentKeyId: current.id,

    seal(companyId: number, digits: string): { encrypted: string; keyId: string } {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(aad(companyId));
      const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
      return { encrypted: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'), keyId: current.id };
    },

    open(companyId: number, sealed: { encrypted: string; keyId: string }): string {
      const k = byId.get(sealed.keyId);
      if (!k) throw new Error(`No configured key has id ${sealed.keyId}`);
      const raw = Buffer.from(sealed.encrypted, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', k.key, raw.subarray(0, 12));
      decipher.setAAD(aad(companyId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },

    /** Keyed, so the 10^13+ numbers cannot be tried without the key; per company, so equal cards do not link tenants. */
    hash(companyId: number, digits: string): string {
      return createHmac('sha256', keys.hashKey).update(`${companyId}:${digits}`).digest('hex');
    },
  };
}

export type CardCipher = ReturnType<typeof createCardCipher>;
