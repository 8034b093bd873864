import { useEffect, useRef } from 'react';
import type { WizardLoad } from './use-wizard-load';
import type { WizardSteps } from './use-wizard-steps';

/** The wizard's step for a progress's next step: a load with everything entered opens on Rate & Cargo to complete it. */
const STEP_OF = { basic_info: 0, events: 1, rate_cargo: 2, complete: 2 } as const;

/** A resumed draft (decision 0195) opens once at the step it stopped before, when it has been read. */
export function useResumeStep(load: WizardLoad, steps: WizardSteps, resuming: boolean) {
  const placed = useRef(false);
  const { nextStep } = load;
  const { setStep } = steps;
  useEffect(() => {
    if (!resuming || placed.current || nextStep === null) return;
    placed.current = true;
    setStep(STEP_OF[nextStep]);
  }, [resuming, nextStep, setStep]);
}
