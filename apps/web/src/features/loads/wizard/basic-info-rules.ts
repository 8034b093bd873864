import { zodResolver } from '@hookform/resolvers/zod';
import { type LoadStep1, loadAccountingStep1, loadStep1, secondarySplitOf } from '@tms/domain';
import { useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';

/** The basic info form (spec 3 section 2, step 1); splits stay text so no float rounds them. */
export interface BasicInfoValues {
  load_number: string;
  broker_id: number | null;
  broker_name: string;
  /** The chosen broker's warning: null when not flagged, else its note ('' when it has none). */
  broker_warning?: string | null;
  driver_id: number | null;
  dispatcher_id: number | null;
  status_id: number | null;
  processed: boolean;
  is_team_load: boolean;
  secondary_driver_id: number | null;
  team_pay_split_primary: string;
  team_pay_split_secondary: string;
}

export const EMPTY_BASIC_INFO: BasicInfoValues = {
  load_number: '',
  broker_id: null,
  broker_name: '',
  driver_id: null,
  dispatcher_id: null,
  status_id: null,
  processed: false,
  is_team_load: false,
  secondary_driver_id: null,
  team_pay_split_primary: '',
  team_pay_split_secondary: '',
};

/** Spec 3 section 4: the first status whose name contains "booked", otherwise the first. */
export function defaultStatusId(statuses: readonly { id: number; name: string }[]): number | null {
  return (statuses.find((s) => s.name.toLowerCase().includes('booked')) ?? statuses[0])?.id ?? null;
}

/** Turning team load off clears the secondary driver and both splits. */
export function withTeamLoad(values: BasicInfoValues, on: boolean): BasicInfoValues {
  return on
    ? { ...values, is_team_load: true }
    : {
        ...values,
        is_team_load: false,
        secondary_driver_id: null,
        team_pay_split_primary: '',
        team_pay_split_secondary: '',
      };
}

const SPLIT = /^\d{1,3}(\.\d{1,2})?$/;

/** The read-only secondary split: 100 minus the primary (2 decimals), '' while the primary is not valid. */
export function secondarySplitFor(primary: string): string {
  const p = primary.trim();
  if (!SPLIT.test(p) || Number(p) > 100) return '';
  return secondarySplitOf(p);
}

/** The primary driver changed: a secondary equal to it is dropped (the list excludes the primary). */
export function withPrimaryDriver(values: BasicInfoValues, driverId: number | null): BasicInfoValues {
  return {
    ...values,
    driver_id: driverId,
    secondary_driver_id: values.secondary_driver_id === driverId ? null : values.secondary_driver_id,
  };
}

/**
 * The chosen driver's dispatchers are known (accounting flow): a dispatcher who is not one of them
 * is dropped, so the field never keeps, and sends, a choice it no longer offers.
 */
export function withDriverDispatchers(values: BasicInfoValues, dispatcherIds: readonly number[]): BasicInfoValues {
  return values.dispatcher_id !== null && !dispatcherIds.includes(values.dispatcher_id)
    ? { ...values, dispatcher_id: null }
    : values;
}

/** The body of step 1 (and of a basic info update): ids of 0 mean none. */
export function toStep1(values: BasicInfoValues, withDispatcher: boolean): LoadStep1 {
  return {
    load_number: values.load_number,
    broker_id: values.broker_id ?? 0,
    driver_id: values.driver_id,
    ...(withDispatcher ? { dispatcher_id: values.dispatcher_id ?? 0 } : {}),
    status_id: values.status_id ?? 0,
    processed: values.processed,
    is_team_load: values.is_team_load,
    secondary_driver_id: values.is_team_load ? values.secondary_driver_id : null,
    team_pay_split_primary: values.is_team_load ? values.team_pay_split_primary || null : null,
    team_pay_split_secondary: values.is_team_load ? secondarySplitFor(values.team_pay_split_primary) || null : null,
  };
}

/** The boxes as typed, before they become the step-1 body. */
const typedBasicInfo = z.object({
  load_number: z.string(),
  broker_id: z.number().nullable(),
  broker_name: z.string(),
  broker_warning: z.string().nullable().optional(),
  driver_id: z.number().nullable(),
  dispatcher_id: z.number().nullable(),
  status_id: z.number().nullable(),
  processed: z.boolean(),
  is_team_load: z.boolean(),
  secondary_driver_id: z.number().nullable(),
  team_pay_split_primary: z.string(),
  team_pay_split_secondary: z.string(),
});

/** The step's schemas: the API's own step-1 schemas over the body the boxes make (`toStep1`). */
export const basicInfoForm = typedBasicInfo.transform((v) => toStep1(v, false)).pipe(loadStep1);
export const accountingBasicInfoForm = typedBasicInfo.transform((v) => toStep1(v, true)).pipe(loadAccountingStep1);

type BasicInfoOutput = z.output<typeof basicInfoForm>;
export type BasicInfoForm = UseFormReturn<BasicInfoValues, unknown, BasicInfoOutput>;

const dispatchResolver = zodResolver(basicInfoForm);
const accountingResolver = zodResolver(accountingBasicInfoForm);

/**
 * The Basic Info form, held by the wizard so the values outlive the step. The accounting flow checks
 * with its own schema (dispatcher required). After a refused save every change checks the whole form
 * again: the team rules span several fields.
 */
export function useBasicInfoForm(initial: BasicInfoValues, accounting: boolean): BasicInfoForm {
  const form = useForm<BasicInfoValues, unknown, BasicInfoOutput>({
    resolver: accounting ? accountingResolver : dispatchResolver,
    defaultValues: initial,
  });
  useEffect(() => {
    const watching = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => watching.unsubscribe();
  }, [form]);
  return form;
}

/** The user's change as whole values, which may rewrite several fields (a broker, a driver, team load, a split). */
export function editBasicInfo(form: BasicInfoForm, next: BasicInfoValues): void {
  const now = form.getValues();
  for (const key of Object.keys(next) as (keyof BasicInfoValues)[])
    if (next[key] !== now[key]) form.setValue(key, next[key] as never, { shouldDirty: true });
}
