import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { LOAD_MESSAGES, unprocessRefusal } from '@tms/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import { BasicInfoStep, useNoDispatchers } from './basic-info-step';
import { eventsComplete, type WizardEvent } from './event-rules';
import { EventsStep } from './events-step';
import { LoadCreated } from './load-created';
import { RateCargoStep } from './rate-cargo-step';
import { useResumeStep } from './use-resume-step';
import { useWizardAlerts } from './use-wizard-alerts';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardLoad, type WizardPrefill } from './use-wizard-load';
import { useWizardSaves } from './use-wizard-saves';
import { useWizardSteps } from './use-wizard-steps';
import { WizardActions } from './wizard-actions';
import {
  CANCEL_DIALOG,
  CANCEL_SAVED_DIALOG,
  ChoiceDialog,
  RESTORE_DIALOG,
  UNSAVED_EVENTS_DIALOG,
} from './wizard-dialogs';
import { WizardHeader } from './wizard-header';
import { WizardLoading } from './wizard-loading';

export type { WizardPrefill } from './use-wizard-load';

export interface LoadWizardProps {
  /** Edit mode: the load to change. */
  loadId?: number;
  /** Create mode on a draft started earlier (decision 0195): it opens at its next step. */
  resumeId?: number;
  /** Called by Cancel (and after saving in edit mode) instead of going to the board. */
  onCancel?: () => void;
  /** Create mode: values read from a rate confirmation, to review and save (no draft is offered or kept). */
  prefill?: WizardPrefill;
  /** Create mode: called once the load is complete, e.g. to attach the document it was read from. */
  onCreated?: (loadId: number) => void;
}

/** The three-step load wizard (spec 3 sections 2, 4, 5 and 8), create or edit. */
export function LoadWizard({ loadId: editId, resumeId, onCancel, prefill, onCreated }: LoadWizardProps) {
  const navigate = useNavigate();
  const { capabilities } = useSession();
  const canDispatch = capabilities.has('load_management');
  const canAccount = capabilities.has('accounting_loads');
  const [accounting, setAccounting] = useState(!canDispatch && canAccount);
  const [created, setCreated] = useState<number | null>(null);

  const alerts = useWizardAlerts();
  const load = useWizardLoad({
    editId,
    resumeId,
    prefill,
    accounting,
    onLoadFailed: () => alerts.showFailure(LOAD_MESSAGES.loadFailed),
  });
  const { editMode, loadId } = load;
  const steps = useWizardSteps(load, alerts);
  const draft = useWizardDraft(load, steps.step, !editMode && !prefill && resumeId === undefined, !editMode);
  useResumeStep(load, steps, resumeId !== undefined);
  const saves = useWizardSaves({
    load,
    alerts,
    accounting,
    setStep: steps.setStep,
    onComplete: (id) => {
      draft.finish();
      setCreated(id);
      onCreated?.(id);
    },
    onReloaded: draft.markSaved,
  });
  const noDispatchers = useNoDispatchers(accounting, load.basic.driver_id);

  if (created !== null) return <LoadCreated loadId={created} loadNumber={load.basic.load_number} />;

  const { step } = steps;
  const leave = () => (onCancel ? onCancel() : navigate('/app/dispatch'));
  const changeEvents = (events: WizardEvent[]) => {
    load.setEvents(events);
    saves.clearEventsError();
    draft.markDirty();
  };
  const busy = saves.saving || saves.reloadLatest.reloading;
  const save = step === 0 ? saves.saveBasic : step === 1 ? saves.saveStops : saves.saveRate;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {(busy || load.initialising) && <LinearProgress aria-label="Working" />}
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
        <WizardHeader
          step={step}
          done={[
            load.basicEntered,
            editMode ? load.savedEvents.length > 0 : eventsComplete(load.savedEvents),
            load.completion === 100,
          ]}
          locked={loadId === null}
          completion={load.initialising ? null : load.completion}
          onStep={steps.goTo}
          accountingChoice={
            canDispatch && canAccount && !editMode && loadId === null
              ? { on: accounting, onChange: setAccounting }
              : undefined
          }
        />
        {alerts.failure && (
          <Alert severity="error" onClose={alerts.clearFailure} action={saves.reloadLatest.action}>
            {alerts.failure}
          </Alert>
        )}
        {alerts.banner && <Alert severity="success">{alerts.banner}</Alert>}

        {load.initialising && <WizardLoading />}
        {step === 0 && !load.initialising && (
          <BasicInfoStep
            form={load.basicForm}
            accounting={accounting}
            allDrivers={capabilities.has('loads_all_drivers')}
            disabled={busy}
            processedLocked={unprocessRefusal(capabilities, load.savedProcessed, false) !== null}
          />
        )}
        {step === 1 && !load.initialising && (
          <EventsStep events={load.events} onChange={changeEvents} dirty={load.eventsDirty} error={saves.eventsError} />
        )}
        {step === 2 && !load.initialising && <RateCargoStep form={load.rateForm} stops={load.events} loadId={loadId} />}
      </Box>
      <WizardActions
        step={step}
        editMode={editMode}
        saving={saves.saving}
        busy={busy}
        showNext={loadId !== null && step < 2}
        canNext={
          !saves.saving && loadId !== null && step < 2 && (step === 0 ? load.basicEntered : load.events.length > 0)
        }
        saveDisabled={busy || load.initialising || (step === 0 && noDispatchers)}
        onCancel={() => draft.cancel(leave)}
        onStep={steps.goTo}
        onSave={() => void save()}
      />

      <ChoiceDialog
        open={draft.cancelling}
        {...(draft.keptOnServer ? CANCEL_SAVED_DIALOG : CANCEL_DIALOG)}
        onSecondary={draft.keepEditing}
        onPrimary={() => draft.keepAndLeave(leave)}
      />
      <ChoiceDialog
        open={draft.restoring}
        {...RESTORE_DIALOG}
        onSecondary={draft.startFresh}
        onPrimary={draft.restore}
      />
      <ChoiceDialog
        open={steps.askingToLeaveStops}
        {...UNSAVED_EVENTS_DIALOG}
        onSecondary={steps.leaveStops}
        onPrimary={steps.stayOnStops}
      />
    </Paper>
  );
}
