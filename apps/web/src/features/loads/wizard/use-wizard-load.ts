import type { Load } from '@tms/domain';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useActiveStatuses } from '../api/reference-data';
import { getLoad } from '../api/wizard-calls';
import { type BasicInfoValues, defaultStatusId, EMPTY_BASIC_INFO, useBasicInfoForm } from './basic-info-rules';
import { fromLoadEvent, type WizardEvent } from './event-rules';
import { EMPTY_RATE_CARGO, fromRateCargo, type RateCargoValues, useRateCargoForm } from './rate-cargo-rules';

/** Values a create-mode wizard starts from instead of empty fields. */
export interface WizardPrefill {
  basic: Partial<BasicInfoValues>;
  events: WizardEvent[];
  rate: Partial<RateCargoValues>;
  /** The rate confirmation reading the values came from: the load made from it teaches its broker's layout. */
  extractionId?: string;
}

interface WizardLoadOptions {
  /** Edit mode: the load to change. */
  editId?: number;
  /** Create mode on a draft (decision 0195): the load started earlier, read first and continued. */
  resumeId?: number;
  prefill?: WizardPrefill;
  accounting: boolean;
  /** The load to edit could not be read. */
  onLoadFailed: () => void;
}

/** A load's stops in their order, as the wizard edits them. */
export const eventsOf = (load: Load): WizardEvent[] =>
  [...load.events].sort((a, b) => a.event_order - b.event_order).map((e) => fromLoadEvent(e));

/**
 * The load the wizard works on: its id and version once saved, the three steps' values (as typed
 * and as last saved) and how complete it is. Edit mode reads it from the server first.
 */
export function useWizardLoad({ editId, resumeId, prefill, accounting, onLoadFailed }: WizardLoadOptions) {
  const editMode = editId !== undefined;
  /** The load read from the server first: the one edited, or the draft resumed. */
  const readId = editId ?? resumeId;
  const [loadId, setLoadId] = useState<number | null>(readId ?? null);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const basicForm = useBasicInfoForm({ ...EMPTY_BASIC_INFO, ...prefill?.basic }, accounting);
  const basic: BasicInfoValues = useWatch({
    control: basicForm.control,
    compute: (values) => ({ ...EMPTY_BASIC_INFO, ...values }),
  });
  /** Whether the server has the load processed: a dispatcher may not take the mark off (decision 0120). */
  const [savedProcessed, setSavedProcessed] = useState(false);
  const [basicEntered, setBasicEntered] = useState(false);
  const [events, setEvents] = useState<WizardEvent[]>(prefill?.events ?? []);
  const [savedEvents, setSavedEvents] = useState<WizardEvent[]>([]);
  const rateForm = useRateCargoForm({ ...EMPTY_RATE_CARGO, ...prefill?.rate });
  const rate: RateCargoValues = useWatch({
    control: rateForm.control,
    compute: (values) => ({ ...EMPTY_RATE_CARGO, ...values }),
  });
  const [savedRate, setSavedRate] = useState<RateCargoValues>(EMPTY_RATE_CARGO);
  const [completion, setCompletion] = useState(0);
  const [initialising, setInitialising] = useState(readId !== undefined);
  /** The step the read load is to continue at (its progress's next step). */
  const [nextStep, setNextStep] = useState<Load['progress']['next_step'] | null>(null);
  const statuses = useActiveStatuses();
  const statusDefaulted = useRef(false);

  /** The stops as the server saved them. */
  const applyEvents = (load: Load) => {
    const saved = eventsOf(load);
    setEvents(saved);
    setSavedEvents(saved);
  };

  /** The load as the server has it, in place of what the form holds. */
  const applyLoad = (load: Load) => {
    setVersion(load.version);
    setSavedProcessed(load.processed);
    basicForm.reset({
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
    applyEvents(load);
    const rc = fromRateCargo(load.rate_cargo);
    rateForm.reset(rc);
    setSavedRate(rc);
    setCompletion(load.progress.completion_percentage);
    setNextStep(load.progress.next_step);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per load id
  useEffect(() => {
    if (readId === undefined) return;
    let live = true;
    getLoad(readId)
      .then((load) => live && applyLoad(load))
      .catch(() => live && onLoadFailed())
      .finally(() => live && setInitialising(false));
    return () => {
      live = false;
    };
  }, [readId]);

  // Default status: the first "booked" one (spec 3 section 4); it is not a change of the user's.
  useEffect(() => {
    if (readId !== undefined || statusDefaulted.current || !statuses.data) return;
    statusDefaulted.current = true;
    if (!basicForm.getValues('status_id')) basicForm.setValue('status_id', defaultStatusId(statuses.data));
  }, [readId, statuses.data, basicForm]);

  return {
    editMode,
    extractionId: prefill?.extractionId ?? null,
    loadId,
    setLoadId,
    version,
    setVersion,
    basicForm,
    basic,
    savedProcessed,
    basicEntered,
    setBasicEntered,
    events,
    setEvents,
    savedEvents,
    applyEvents,
    eventsDirty: JSON.stringify(events) !== JSON.stringify(savedEvents),
    rateForm,
    rate,
    savedRate,
    setSavedRate,
    completion,
    setCompletion,
    initialising,
    nextStep,
    applyLoad,
  };
}

export type WizardLoad = ReturnType<typeof useWizardLoad>;
