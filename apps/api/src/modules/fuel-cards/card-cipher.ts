import { createHmac } from 'node:crypto';
import { createSealer } from '../../lib/sealing';

/**
 * Seals fuel card numbers (decision 0080), bound to the company's rows so a value cannot be moved to
 * another company's card; older keys stay readable until the rotation command has re-sealed every card.
 */
export function createCardCipher(keys: { current: string; previous: string[]; hashKey: string }) {
  const sealer = createSealer(keys, 'fuel-card');
  const boundTo = (companyId: number) => `fuel_cards:${companyId}`;

  return {
    currentKeyId: sealer.currentKeyId,

    seal: (companyId: number, digits: string) => sealer.seal(boundTo(companyId), digits),

    open: (companyId: number, sealed: { encrypted: string; keyId: string }) => sealer.open(boundTo(companyId), sealed),

    /** Keyed, so the 10^13+ numbers cannot be tried without the key; per company, so equal cards do not link tenants. */
    hash(companyId: number, digits: string): string {
      return createHmac('sha256', keys.hashKey).update(`${companyId}:${digits}`).digest('hex');
    },
  };
}

export type CardCipher = ReturnType<typeof createCardCipher>;
