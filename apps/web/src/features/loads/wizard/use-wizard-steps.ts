import { LOAD_MESSAGES } from '@tms/domain';
import { useState } from 'react';
import type { WizardAlerts } from './use-wizard-alerts';
import type { WizardLoad } from './use-wizard-load';

export const STEP_LABELS = ['Basic Info', 'Events', 'Rate & Cargo'] as const;

/**
 * The step on screen and the moves between steps: the later steps wait for the basic info to be
 * saved, and leaving the stops with unsaved changes asks first.
 */
export function useWizardSteps(load: WizardLoad, alerts: WizardAlerts) {
  const [step, setStep] = useState(0);
  /** The step asked for while the stops had unsaved changes; the question is open while it is set. */
  const [pending, setPending] = useState<number | null>(null);

  const goTo = (to: number) => {
    if (to > 0 && load.loadId === null) {
      alerts.showFailure(LOAD_MESSAGES.basicInfoFirst);
      return;
    }
    if (step === 1 && to !== 1 && load.eventsDirty) {
      setPending(to);
      return;
    }
    alerts.clearFailure();
    setStep(to);
  };

  return {
    step,
    setStep,
    goTo,
    askingToLeaveStops: pending !== null,
    /** Drops the stops' unsaved changes and goes where the user asked. */
    leaveStops: () => {
      load.setEvents(load.savedEvents);
      if (pending !== null) setStep(pending);
      setPending(null);
    },
    stayOnStops: () => setPending(null),
  };
}

export type WizardSteps = ReturnType<typeof useWizardSteps>;
