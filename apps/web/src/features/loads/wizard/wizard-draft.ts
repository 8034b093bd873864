import { LOAD_LIMITS } from '@tms/domain';
import { type StorageOwner, userStorageKey } from '../../../app/session/user-storage';
import type { BasicInfoValues } from './basic-info-rules';
import type { WizardEvent } from './event-rules';

/** What a create-mode draft keeps in local storage (spec 3 section 4). */
export interface WizardDraft {
  savedAt: number;
  step: number;
  basicInfo: BasicInfoValues;
  events: WizardEvent[];
  rateCargo: Record<string, string | boolean>;
}

const EXPIRY_MS = LOAD_LIMITS.draftExpiryHours * 60 * 60 * 1000;

/** Each user's draft is their own (decision 70): kept under their key and removed when they sign out. */
export const draftKey = (owner: StorageOwner) => userStorageKey(owner, 'load-wizard.draft');

export function saveDraft(
  storage: Storage,
  owner: StorageOwner,
  draft: Omit<WizardDraft, 'savedAt'>,
  now = Date.now(),
): void {
  try {
    storage.setItem(draftKey(owner), JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

/** The draft when it is under 24 hours old; an older or unreadable one is removed. */
export function readDraft(storage: Storage, owner: StorageOwner, now = Date.now()): WizardDraft | null {
  const raw = storage.getItem(draftKey(owner));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as WizardDraft;
    if (typeof draft.savedAt === 'number' && now - draft.savedAt < EXPIRY_MS && draft.basicInfo) return draft;
  } catch {
    // fall through
  }
  storage.removeItem(draftKey(owner));
  return null;
}

export function clearDraft(storage: Storage, owner: StorageOwner): void {
  storage.removeItem(draftKey(owner));
}

/** The signed-in user's draft in this browser; with nobody signed in nothing is kept or offered. */
export function draftStoreOf(owner: StorageOwner | null) {
  return {
    save: (draft: Omit<WizardDraft, 'savedAt'>) => {
      if (owner) saveDraft(window.localStorage, owner, draft);
    },
    read: () => (owner ? readDraft(window.localStorage, owner) : null),
    clear: () => {
      if (owner) clearDraft(window.localStorage, owner);
    },
  };
}
