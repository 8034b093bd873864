import { type LoadStep1, secondarySplitOf } from '@tms/domain';

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
