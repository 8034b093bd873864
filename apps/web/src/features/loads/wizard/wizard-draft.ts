import { LOAD_LIMITS } from '@tms/domain';
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

export const DRAFT_KEY = 'tms.load-wizard.draft';
const EXPIRY_MS = LOAD_LIMITS.draftExpiryHours * 60 * 60 * 1000;

export function saveDraft(storage: Storage, draft: Omit<WizardDraft, 'savedAt'>, now = Date.now()): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

/** The draft when it is under 24 hours old; an older or unreadable one is removed. */
export function readDraft(storage: Storage, now = Date.now()): WizardDraft | null {
  const raw = storage.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as WizardDraft;
    if (typeof draft.savedAt === 'number' && now - draft.savedAt < EXPIRY_MS && draft.basicInfo) return draft;
  } catch {
    // fall through
  }
  storage.removeItem(DRAFT_KEY);
  return null;
}

export function clearDraft(storage: Storage): void {
  storage.removeItem(DRAFT_KEY);
}
