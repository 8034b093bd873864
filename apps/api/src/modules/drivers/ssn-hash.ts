import { createHmac } from 'node:crypto';

/**
 * An SSN is kept only as a keyed hash (for the existence check) and its last 4 digits (for
 * display). The key comes from configuration, so the hash cannot be reversed by trying all
 * 10^9 numbers without it.
 */
export function createSsnHasher(key: string) {
  return {
    hash: (digits: string) => createHmac('sha256', key).update(digits).digest('hex'),
    last4: (digits: string) => digits.slice(-4),
  };
}

export type SsnHasher = ReturnType<typeof createSsnHasher>;
