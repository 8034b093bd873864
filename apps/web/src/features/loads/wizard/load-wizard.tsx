import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  eventListProblems,
  LOAD_MESSAGES,
  type Load,
  loadAccountingStep1,
  loadStep1,
  unprocessRefusal,
} from '@tms/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fieldProblems, serverDetail } from '../../../app/api/api-error';
import { useSession } from '../../../app/session/use-session';
import { useReloadLatest } from '../../../components/form/reload-latest';
import { loadKeys } from '../api/load-keys';
import { useActiveStatuses } from '../api/reference-data';
import {
  createBasicInfo,
  getLoad,
  patchRateCargo,
  saveEvents,
  saveRateCargo,
  updateBasicInfo,
} from '../api/wizard-calls';
import { type BasicInfoValues, defaultStatusId, EMPTY_BASIC_INFO, toStep1 } from './basic-info-rules';
import { type BasicInfoErrors, BasicInfoStep, useNoDispatchers } from './basic-info-step';
import { eventsComplete, fromLoadEvent, stopProblemsText, toEventInput, type WizardEvent } from './event-rules';
import { EventsStep } from './events-step';
import {
  changedRateCargo,
  EMPTY_RATE_CARGO,
  fromRateCargo,
  type RateCargoValues,
  useRateCargoForm,
} from './rate-cargo-rules';
import { RateCargoStep } from './rate-cargo-step';
import { CANCEL_DIALOG, ChoiceDialog, RESTORE_DIALOG, UNSAVED_EVENTS_DIALOG } from './wizard-dialogs';
import { draftStoreOf } from './wizard-draft';

export const STEP_LABELS = ['Basic Info', 'Events', 'Rate & Cargo'] as const;

export interface LoadWizardProps {
  /** Edit mode: the load to change. */
  loadId?: number;
  /** Called by Cancel (and after saving in edit mode) instead of going to the board. */
  onCancel?: () => void;
  /** Create mode: values read from a rate confirmation, to review and save (no draft is offered or kept). */
  prefill?: WizardPrefill;
  /** Create mode: called once the load is complete, e.g. to attach the document it was read from. */
  onCreated?: (loadId: number) => void;
}

/** Values a create-mode wizard starts from instead of empty fields. */
export interface WizardPrefill {
  basic: Partial<BasicInfoValues>;
  events: WizardEvent[];
  rate: Partial<RateCargoValues>;
}

type Pending = { kind: 'step'; to: number } | null;

/** The three-step load wizard (spec 3 sections 2, 4, 5 and 8), create or edit. */
export function LoadWizard({ loadId: editId, onCancel, prefill, onCreated }: LoadWizardProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { capabilities, user } = useSession();
  const editMode = editId !== undefined;
  const canDispatch = capabilities.has('load_management');
  const canAccount = capabilities.has('accounting_loads');
  const allDrivers = capabilities.has('loads_all_drivers');

  const [loadId, setLoadId] = useState<number | null>(editId ?? null);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [step, setStep] = useState(0);
  const [accounting, setAccounting] = useState(!canDispatch && canAccount);
  const [basic, setBasic] = useState<BasicInfoValues>({ ...EMPTY_BASIC_INFO, ...prefill?.basic });
  /** Whether the server has the load processed: a dispatcher may not take the mark off (decision 0120). */
  const [savedProcessed, setSavedProcessed] = useState(false);
  const [basicErrors, setBasicErrors] = useState<BasicInfoErrors>({});
  const [basicEntered, setBasicEntered] = useState(false);
  const [events, setEvents] = useState<WizardEvent[]>(prefill?.events ?? []);
  const [savedEvents, setSavedEvents] = useState<WizardEvent[]>([]);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const rateForm = useRateCargoForm({ ...EMPTY_RATE_CARGO, ...prefill?.rate });
  const rate: RateCargoValues = useWatch({
    control: rateForm.control,
    compute: (values) => ({ ...EMPTY_RATE_CARGO, ...values }),
  });
  const [savedRate, setSavedRate] = useState<RateCargoValues>(EMPTY_RATE_CARGO);
  const [completion, setCompletion] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The error of the last failed save: a newer version of the load (409) offers to reload it. */
  const [failedSave, setFailedSave] = useState<unknown>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState<'cancel' | 'restore' | 'unsaved' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [initialising, setInitialising] = useState(editMode);
  const statuses = useActiveStatuses();
  const noDispatchers = useNoDispatchers(accounting, basic.driver_id);
  const statusDefaulted = useRef(false);
  // The signed-in user's own draft; a renewed copy of the same user keeps the same store.
  const userId = user?.id;
  const companyId = user?.company_id ?? null;
  const drafts = useMemo(
    () => draftStoreOf(userId === undefined ? null : { id: userId, company_id: companyId }),
    [userId, companyId],
  );

  const eventsDirty = JSON.stringify(events) !== JSON.stringify(savedEvents);

  // Edit mode: the load as the server has it.
  const applyLoad = (load: Load) => {
    setVersion(load.version);
    setSavedProcessed(load.processed);
    setBasic({
      load_number: load.load_number,
      broker_id: load.broker_id,
      broker_name: load.broker.name,
      broker_warning: load.broker.has_warning ? (load.broker.warning_note ?? '') : null,
      driver_id: load.driver_id,
      dispatcher_id: load.dispatcher_id,
      status_id: load.status_id,
      processed: load.processed,
      is_team_load: load.is_team_load,
      secondary_driver_id: load.secondary_driver_id,
      team_pay_split_primary: load.team_pay_split_primary ?? '',
      team_pay_split_secondary: load.team_pay_split_secondary ?? '',
    });
    setBasicEntered(load.progress.basic_info_entered);
    const evs = [...load.events].sort((a, b) => a.event_order - b.event_order).map((e) => fromLoadEvent(e));
    setEvents(evs);
    setSavedEvents(evs);
    const rc = fromRateCargo(load.rate_cargo);
    rateForm.reset(rc);
    setSavedRate(rc);
    setCompletion(load.progress.completion_percentage);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per load id
  useEffect(() => {
    if (editId === undefined) return;
    let live = true;
    getLoad(editId)
      .then((load) => live && applyLoad(load))
      .catch(() => live && setFailure(LOAD_MESSAGES.loadFailed))
      .finally(() => live && setInitialising(false));
    return () => {
      live = false;
    };
  }, [editId]);

  // Create mode: offer the draft once, on start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, on start
  useEffect(() => {
    if (editMode || prefill) return;
    if (drafts.read()) setAsking('restore');
  }, [editMode, drafts]);

  // Default status: the first "booked" one (spec 3 section 4).
  useEffect(() => {
    if (editMode || statusDefaulted.current || !statuses.data) return;
    statusDefaulted.current = true;
    setBasic((b) => (b.status_id ? b : { ...b, status_id: defaultStatusId(statuses.data) }));
  }, [editMode, statuses.data]);

  // Draft autosave: 1 s after the last change while creating and before the load exists.
  useEffect(() => {
    if (editMode || prefill || loadId !== null || !dirty || asking === 'restore') return;
    const t = setTimeout(() => drafts.save({ step, basicInfo: basic, events, rateCargo: { ...rate } }), 1000);
    return () => clearTimeout(t);
  }, [editMode, prefill, loadId, dirty, asking, step, basic, events, rate, drafts]);

  // Success banners hide after 3 s.
  useEffect(() => {
    if (!banner) return;
    const t = setTimeout(() => setBanner(null), 3000);
    return () => clearTimeout(t);
  }, [banner]);

  const changeBasic = (v: BasicInfoValues) => {
    setBasic(v);
    setDirty(true);
  };
  const changeEvents = (v: WizardEvent[]) => {
    setEvents(v);
    setEventsError(null);
    setDirty(true);
  };
  // A value typed in Rate & Cargo (not one read from the load or a draft) is unsaved work.
  useEffect(() => {
    const watching = rateForm.watch((_, { type }) => {
      if (type === 'change') setDirty(true);
    });
    return () => watching.unsubscribe();
  }, [rateForm]);

  const eventsDone = editMode ? savedEvents.length > 0 : eventsComplete(savedEvents);
  const canNext = !saving && loadId !== null && step < 2 && (step === 0 ? basicEntered : events.length > 0);

  /** Moves to a step, asking first when unsaved stops would be left behind. */
  const goTo = (to: number) => {
    if (to > 0 && loadId === null) {
      setFailure(LOAD_MESSAGES.basicInfoFirst);
      return;
    }
    if (step === 1 && to !== 1 && eventsDirty) {
      setPending({ kind: 'step', to });
      setAsking('unsaved');
      return;
    }
    clearFailure();
    setStep(to);
  };

  const fail = (error: unknown, fallback: string) => {
    setFailure(serverDetail(error) ?? fallback);
    setFailedSave(error);
  };
  const clearFailure = () => {
    setFailure(null);
    setFailedSave(null);
  };

  /** After a conflict: the load as it is now, in place of this form's unsaved values. */
  const reloadLatest = useReloadLatest({
    error: failedSave,
    reload:
      loadId === null
        ? undefined
        : async () => {
            applyLoad(await getLoad(loadId));
            setDirty(false);
          },
    settle: (error) => (error ? fail(error, LOAD_MESSAGES.loadFailed) : clearFailure()),
  });

  const saveBasic = async () => {
    const body = toStep1(basic, accounting);
    const parsed = (accounting ? loadAccountingStep1 : loadStep1).safeParse(body);
    if (!parsed.success) {
      const errs: BasicInfoErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'load_number') as keyof BasicInfoValues;
        errs[key] ??= issue.message;
      }
      setBasicErrors(errs);
      return;
    }
    setBasicErrors({});
    setSaving(true);
    clearFailure();
    try {
      const load =
        loadId === null ? await createBasicInfo(body, accounting) : await updateBasicInfo(loadId, { ...body, version });
      setLoadId(load.id);
      setVersion(load.version);
      setBasicEntered(true);
      if (editMode) {
        setCompletion(load.progress.completion_percentage);
        setBanner(LOAD_MESSAGES.loadUpdated);
      } else {
        setCompletion(33);
        setStep(1);
      }
      void queryClient.invalidateQueries({ queryKey: loadKeys.all });
    } catch (error) {
      fail(error, LOAD_MESSAGES.basicInfoSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const saveStops = async (): Promise<boolean> => {
    if (loadId === null) return false;
    const problems = eventListProblems(events);
    if (problems[0]) {
      setEventsError(problems[0].message);
      return false;
    }
    setSaving(true);
    clearFailure();
    try {
      const load = await saveEvents(loadId, { events: events.map((e) => toEventInput(e)) });
      const evs = [...load.events].sort((a, b) => a.event_order - b.event_order).map((e) => fromLoadEvent(e));
      setEvents(evs);
      setSavedEvents(evs);
      setVersion(load.version);
      setCompletion(load.progress.completion_percentage);
      void queryClient.invalidateQueries({ queryKey: loadKeys.all });
      if (editMode) setBanner(LOAD_MESSAGES.eventsUpdated);
      else setStep(2);
      return true;
    } catch (error) {
      // The server names stops by their place in the list sent: say which stop, not just what.
      setFailure(
        stopProblemsText(fieldProblems(error), events) ?? serverDetail(error) ?? LOAD_MESSAGES.eventsSaveFailed,
      );
      setFailedSave(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const saveRate = rateForm.handleSubmit(async (body) => {
    if (loadId === null) return;
    const typed = rateForm.getValues();
    setSaving(true);
    clearFailure();
    try {
      if (editMode) {
        const answer = await patchRateCargo(loadId, changedRateCargo(savedRate, typed));
        // Every save bumps the load's version: the next basic-info save must send this one.
        setVersion(answer.version);
        setSavedRate(typed);
        setCompletion(answer.progress.completion_percentage);
        setBanner(LOAD_MESSAGES.rateCargoUpdated);
      } else {
        const load = await saveRateCargo(loadId, body);
        setCompletion(load.progress.is_complete ? 100 : load.progress.completion_percentage);
        if (!prefill) drafts.clear();
        setDirty(false);
        setCreated(load.id);
        onCreated?.(load.id);
      }
      void queryClient.invalidateQueries({ queryKey: loadKeys.all });
    } catch (error) {
      fail(error, LOAD_MESSAGES.rateCargoSaveFailed);
    } finally {
      setSaving(false);
    }
  });

  const leave = () => (onCancel ? onCancel() : navigate('/app/dispatch'));
  const cancel = () => {
    if (!editMode && !prefill && dirty && loadId === null) setAsking('cancel');
    else leave();
  };

  if (created !== null) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
      >
        <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {LOAD_MESSAGES.loadCreated}
        </Typography>
        <Typography color="text.secondary">
          Load {basic.load_number} is on the dispatch board with its stops, rate and cargo.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => navigate(`/app/dispatch?edit=${created}`)}>
            {LOAD_MESSAGES.viewLoadDetails}
          </Button>
          <Button onClick={() => navigate('/app/dispatch')}>Go to Dispatch Board</Button>
        </Box>
      </Paper>
    );
  }

  const saveLabel = ['Save Basic Info', 'Save Events', editMode ? 'Save Rate & Cargo' : 'Complete Load'][step];
  const save = step === 0 ? saveBasic : step === 1 ? saveStops : saveRate;
  const busy = saving || reloadLatest.reloading;
  const saveDisabled = busy || initialising || (step === 0 && noDispatchers);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {(busy || initialising) && <LinearProgress aria-label="Working" />}
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" color="text.secondary" data-testid="wizard-step-indicator">
            Step {step + 1} of 3
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {canDispatch && canAccount && !editMode && loadId === null && (
              <FormControlLabel
                control={<Switch checked={accounting} onChange={(e) => setAccounting(e.target.checked)} />}
                label="Accounting flow"
              />
            )}
            <Typography variant="body2" color="text.secondary">
              {completion}% complete
            </Typography>
          </Box>
        </Box>
        <Stepper nonLinear activeStep={step} alternativeLabel>
          {STEP_LABELS.map((label, i) => {
            const locked = i > 0 && loadId === null;
            const done = i === 0 ? basicEntered : i === 1 ? eventsDone : completion === 100;
            return (
              <Step key={label} completed={done}>
                <StepButton
                  onClick={() => goTo(i)}
                  icon={locked ? <LockOutlined fontSize="small" color="disabled" /> : undefined}
                  aria-label={locked ? `${label} (locked until basic info is saved)` : label}
                >
                  {label}
                </StepButton>
              </Step>
            );
          })}
        </Stepper>
        {failure && (
          <Alert severity="error" onClose={clearFailure} action={reloadLatest.action}>
            {failure}
          </Alert>
        )}
        {banner && <Alert severity="success">{banner}</Alert>}

        {step === 0 && (
          <BasicInfoStep
            values={basic}
            onChange={changeBasic}
            errors={basicErrors}
            accounting={accounting}
            allDrivers={allDrivers}
            disabled={busy}
            processedLocked={unprocessRefusal(capabilities, savedProcessed, false) !== null}
          />
        )}
        {step === 1 && <EventsStep events={events} onChange={changeEvents} dirty={eventsDirty} error={eventsError} />}
        {step === 2 && <RateCargoStep form={rateForm} />}
      </Box>
      <Box
        sx={{
          px: { xs: 2, md: 3 },
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        <Button onClick={cancel}>Cancel</Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
          Previous
        </Button>
        {loadId !== null && step < 2 && (
          <Button onClick={() => goTo(step + 1)} disabled={!canNext}>
            Next
          </Button>
        )}
        <Button variant="contained" onClick={() => void save()} disabled={saveDisabled}>
          {saving ? 'Saving...' : saveLabel}
        </Button>
      </Box>

      <ChoiceDialog
        open={asking === 'cancel'}
        {...CANCEL_DIALOG}
        onSecondary={() => setAsking(null)}
        onPrimary={() => {
          drafts.save({ step, basicInfo: basic, events, rateCargo: { ...rate } });
          setAsking(null);
          leave();
        }}
      />
      <ChoiceDialog
        open={asking === 'restore'}
        {...RESTORE_DIALOG}
        onSecondary={() => {
          drafts.clear();
          setAsking(null);
        }}
        onPrimary={() => {
          const draft = drafts.read();
          if (draft) {
            setBasic(draft.basicInfo);
            setEvents(draft.events);
            rateForm.reset({ ...EMPTY_RATE_CARGO, ...(draft.rateCargo as Partial<RateCargoValues>) });
            setDirty(true);
          }
          setAsking(null);
        }}
      />
      <ChoiceDialog
        open={asking === 'unsaved'}
        {...UNSAVED_EVENTS_DIALOG}
        onSecondary={() => {
          setEvents(savedEvents);
          setAsking(null);
          if (pending) setStep(pending.to);
          setPending(null);
        }}
        onPrimary={() => {
          setAsking(null);
          setPending(null);
        }}
      />
    </Paper>
  );
}
