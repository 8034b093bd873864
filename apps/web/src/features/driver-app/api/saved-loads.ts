import { type DriverAppLoadList, driverAppLoadList, type User } from '@tms/domain';
import { localStore } from '../../../app/session/local-store';
import { userStorageKey } from '../../../app/session/user-storage';

const NAME = 'driver-app.loads';

/** Keeps the driver's last list of loads on the phone (removed when they sign out). */
export function saveLoads(user: Pick<User, 'id' | 'company_id'>, list: DriverAppLoadList): void {
  localStore.set(userStorageKey(user, NAME), JSON.stringify({ at: Date.now(), list }));
}

/** The list kept by the last visit, if it still fits the schema. */
export function readSavedLoads(user: Pick<User, 'id' | 'company_id'>): { at: number; list: DriverAppLoadList } | null {
  const raw = localStore.get(userStorageKey(user, NAME));
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { at?: unknown; list?: unknown };
    const list = driverAppLoadList.safeParse(saved.list);
    return list.success && typeof saved.at === 'number' ? { at: saved.at, list: list.data } : null;
  } catch {
    return null;
  }
}
