import { type User, userSchema } from '@tms/domain';
import { localStore, STORAGE_KEYS } from './local-store';

/** The user kept from the last sign-in; anything that no longer fits the schema is ignored. */
export function readStoredUser(): User | null {
  const raw = localStore.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: User): void {
  localStore.set(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredUser(): void {
  localStore.remove(STORAGE_KEYS.user);
}
