import { LOAD_LIMITS } from '@tms/domain';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import { EMPTY_BASIC_INFO } from './basic-info-rules';
import { EMPTY_RATE_CARGO, type RateCargoValues } from './rate-cargo-rules';
import type { WizardLoad } from './use-wizard-load';
import { draftStoreOf } from './wizard-draft';

/**
 * The draft of a load being created by hand (spec 3 section 4): offered back on start, kept 1 s after
 * each change until the load exists, and kept on Cancel when the user chooses to. Edit mode and a
 * wizard started from a document (`enabled` false) keep none. Once the first step is saved the
 * load is a draft on the server (`creating`, decision 0195): Cancel asks again, and Cancel & Save
 * Progress leaves it there for the board's Drafts filter, so the browser's copy is dropped.
 */
export function useWizardDraft(load: WizardLoad, step: number, enabled: boolean, creating = enabled) {
  const { user } = useSession();
  // The signed-in user's own draft; a renewed copy of the same user keeps the same store.
  const userId = user?.id;
  const companyId = user?.company_id ?? null;
  const drafts = useMemo(
    () => draftStoreOf(userId === undefined ? null : { id: userId, company_id: companyId }),
    [userId, companyId],
  );
  /** The user changed something (a value read from the load or a draft is not a change). */
  const [dirty, setDirty] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { loadId, basicForm, basic, events, rateForm, rate } = load;
  const snapshot = () => drafts.save({ step, basicInfo: basic, events, rateCargo: { ...rate } });

  // Offer the draft once, on start.
  useEffect(() => {
    if (enabled && drafts.read()) setRestoring(true);
  }, [enabled, drafts]);

  // The server keeps the load from its first step on: a browser copy would book it a second time.
  useEffect(() => {
    if (enabled && loadId !== null) drafts.clear();
  }, [enabled, loadId, drafts]);

  useEffect(() => {
    if (!enabled || loadId !== null || !dirty || restoring) return;
    const t = setTimeout(
      () => drafts.save({ step, basicInfo: basic, events, rateCargo: { ...rate } }),
      LOAD_LIMITS.draftAutosaveMs,
    );
    return () => clearTimeout(t);
  }, [enabled, loadId, dirty, restoring, step, basic, events, rate, drafts]);

  // A value typed in Basic Info or Rate & Cargo is unsaved work.
  const basicTyped = basicForm.formState.isDirty;
  useEffect(() => {
    if (basicTyped) setDirty(true);
  }, [basicTyped]);
  useEffect(() => {
    const watching = rateForm.watch((_, { type }) => {
      if (type === 'change') setDirty(true);
    });
    return () => watching.unsubscribe();
  }, [rateForm]);

  return {
    restoring,
    cancelling,
    markDirty: () => setDirty(true),
    /** The form holds the load as saved again: nothing is unsaved. */
    markSaved: () => setDirty(false),
    /** The load is created: its draft is done with. */
    finish: () => {
      if (enabled) drafts.clear();
      setDirty(false);
    },
    restore: () => {
      const draft = drafts.read();
      if (draft) {
        basicForm.reset({ ...EMPTY_BASIC_INFO, ...draft.basicInfo });
        load.setEvents(draft.events);
        rateForm.reset({ ...EMPTY_RATE_CARGO, ...(draft.rateCargo as Partial<RateCargoValues>) });
        setDirty(true);
      }
      setRestoring(false);
    },
    startFresh: () => {
      drafts.clear();
      setRestoring(false);
    },
    /** Cancel: unsaved work of a load not yet created, or a load started on the server, asks whether to keep it as a draft. */
    cancel: (leave: () => void) => {
      if ((creating && loadId !== null) || (enabled && dirty && loadId === null)) setCancelling(true);
      else leave();
    },
    /** The draft kept on Cancel is the server's load (from the board's Drafts filter), not the browser's copy. */
    keptOnServer: creating && loadId !== null,
    keepEditing: () => setCancelling(false),
    keepAndLeave: (leave: () => void) => {
      if (loadId === null) snapshot();
      setCancelling(false);
      leave();
    },
  };
}

export type WizardDraftState = ReturnType<typeof useWizardDraft>;
