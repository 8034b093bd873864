import { useQueryClient } from '@tanstack/react-query';
import { eventListProblems, LOAD_MESSAGES } from '@tms/domain';
import { useState } from 'react';
import { fieldProblems } from '../../../app/api/api-error';
import { useReloadLatest } from '../../../components/form/reload-latest';
import { recordHosWarning } from '../api/hos-calls';
import { loadKeys } from '../api/load-keys';
import {
  createBasicInfo,
  getLoad,
  patchRateCargo,
  saveEvents,
  saveRateCargo,
  updateBasicInfo,
} from '../api/wizard-calls';
import { toStep1 } from './basic-info-rules';
import { stopProblemsText, toEventInput } from './event-rules';
import { changedRateCargo } from './rate-cargo-rules';
import type { WizardAlerts } from './use-wizard-alerts';
import type { WizardLoad } from './use-wizard-load';

interface WizardSavesOptions {
  load: WizardLoad;
  alerts: WizardAlerts;
  accounting: boolean;
  setStep: (step: number) => void;
  /** Create mode: the last step is saved and the load is complete. */
  onComplete: (loadId: number) => void;
  /** After a conflict the form holds the load as saved again. */
  onReloaded: () => void;
}

/**
 * The save of each step: checked with the API's schema first, then sent; create mode moves on to
 * the next step, edit mode stays and says it saved. A stale save (409) offers the load as it is now.
 */
export function useWizardSaves({ load, alerts, accounting, setStep, onComplete, onReloaded }: WizardSavesOptions) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const { editMode, loadId, basicForm, rateForm, events } = load;
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: loadKeys.all });

  /** Runs one save with the busy mark on and the last refusal gone. */
  const sending = async (send: () => Promise<void>, onError: (error: unknown) => void) => {
    setSaving(true);
    alerts.clearFailure();
    try {
      await send();
      refreshLists();
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };

  // The schema checked the boxes; the body is the one the boxes make, so an edit leaves alone what
  // the flow does not show (the dispatcher outside the accounting flow).
  const saveBasic = basicForm.handleSubmit(() =>
    sending(
      async () => {
        const body = toStep1(basicForm.getValues(), accounting);
        const saved =
          loadId === null
            ? await createBasicInfo({ ...body, extraction_id: load.extractionId }, accounting)
            : await updateBasicInfo(loadId, { ...body, version: load.version });
        load.setLoadId(saved.id);
        load.setVersion(saved.version);
        load.setBasicEntered(true);
        if (editMode) {
          load.setCompletion(saved.progress.completion_percentage);
          alerts.setBanner(LOAD_MESSAGES.loadUpdated);
        } else {
          load.setCompletion(33);
          setStep(1);
        }
      },
      (error) => alerts.fail(error, LOAD_MESSAGES.basicInfoSaveFailed),
    ),
  );

  const saveStops = async () => {
    if (loadId === null) return;
    const problems = eventListProblems(events);
    if (problems[0]) {
      setEventsError(problems[0].message);
      return;
    }
    await sending(
      async () => {
        const saved = await saveEvents(loadId, { events: events.map((e) => toEventInput(e)) });
        load.applyEvents(saved);
        load.setVersion(saved.version);
        load.setCompletion(saved.progress.completion_percentage);
        if (editMode) alerts.setBanner(LOAD_MESSAGES.eventsUpdated);
        else setStep(2);
      },
      // The server names stops by their place in the list sent: say which stop, not just what.
      (error) => alerts.fail(error, LOAD_MESSAGES.eventsSaveFailed, stopProblemsText(fieldProblems(error), events)),
    );
  };

  const saveRate = rateForm.handleSubmit(async (body) => {
    if (loadId === null) return;
    const typed = rateForm.getValues();
    await sending(
      async () => {
        if (editMode) {
          const answer = await patchRateCargo(loadId, changedRateCargo(load.savedRate, typed));
          // Every save bumps the load's version: the next basic-info save must send this one.
          load.setVersion(answer.version);
          load.setSavedRate(typed);
          load.setCompletion(answer.progress.completion_percentage);
          alerts.setBanner(LOAD_MESSAGES.rateCargoUpdated);
          void recordHosWarning(loadId);
        } else {
          const saved = await saveRateCargo(loadId, body);
          void recordHosWarning(loadId);
          load.setCompletion(saved.progress.is_complete ? 100 : saved.progress.completion_percentage);
          onComplete(saved.id);
        }
      },
      (error) => alerts.fail(error, LOAD_MESSAGES.rateCargoSaveFailed),
    );
  });

  /** After a conflict: the load as it is now, in place of this form's unsaved values. */
  const reloadLatest = useReloadLatest({
    error: alerts.failedSave,
    reload:
      loadId === null
        ? undefined
        : async () => {
            load.applyLoad(await getLoad(loadId));
            onReloaded();
          },
    settle: (error) => (error ? alerts.fail(error, LOAD_MESSAGES.loadFailed) : alerts.clearFailure()),
  });

  return {
    saving,
    eventsError,
    clearEventsError: () => setEventsError(null),
    saveBasic,
    saveStops,
    saveRate,
    reloadLatest,
  };
}
