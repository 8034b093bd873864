import type { User } from '@tms/domain';

const PREFIX = 'tms.user';

/** Who a stored value belongs to: the signed-in user in their company (none for the platform). */
export type StorageOwner = Pick<User, 'id' | 'company_id'>;

const prefixOf = (owner: StorageOwner) => `${PREFIX}.${owner.company_id ?? 'platform'}.${owner.id}.`;

/**
 * The local-storage key of a value that belongs to one user, such as a half-typed form: another
 * user signing in on the same browser never reads it, and signing out removes it.
 */
export function userStorageKey(owner: StorageOwner, name: string): string {
  return `${prefixOf(owner)}${name}`;
}

/** Removes every value kept for this user; storage that cannot be read has nothing to remove. */
export function clearUserStorage(storage: Storage, owner: StorageOwner): void {
  try {
    const prefix = prefixOf(owner);
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage kept nothing.
  }
}
