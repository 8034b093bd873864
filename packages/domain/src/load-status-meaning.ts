/**
 * What a load in a status has become, whatever the carrier calls the status (decision 0150). Each
 * status of the catalogue carries one meaning, so a carrier who renames "Delivered" keeps its
 * invoices, dashboards and driver pay.
 */
export const LOAD_STATUS_MEANINGS = ['open', 'delivered', 'cancelled'] as const;
export type LoadStatusMeaning = (typeof LOAD_STATUS_MEANINGS)[number];

export const LOAD_STATUS_MEANING_LABELS: Readonly<Record<LoadStatusMeaning, string>> = {
  open: 'In progress',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What each meaning does to a load, as the status form explains it. */
export const LOAD_STATUS_MEANING_HINTS: Readonly<Record<LoadStatusMeaning, string>> = {
  open: 'Not delivered yet: not invoiced, counted or paid',
  delivered: 'Earns its rate: invoiced, counted as revenue, paid to its drivers',
  cancelled: 'Did not run: never invoiced, counted as a cancellation',
};

type WithMeaning = { meaning: LoadStatusMeaning };

/**
 * A load in a delivered status earns its rate: it may be invoiced, accounting lists it, the
 * dashboards count its revenue and miles, and driver statements pay it.
 */
export const isDeliveredStatus = (status: WithMeaning) => status.meaning === 'delivered';

/** A load in a cancelled status did not run: never invoiced, counted only as a cancellation. */
export const isCancelledStatus = (status: WithMeaning) => status.meaning === 'cancelled';

/**
 * The workflow step a status stands for (issue 31). A move into a step is guarded by the load's
 * facts (driver, truck, stops, POD); invoiced and paid are reached only by issuing the invoice and
 * recording the payment. A status with no step is free: any load may move into it.
 */
export const LOAD_STATUS_STAGES = [
  'booked',
  'dispatched',
  'in_transit',
  'delivered',
  'invoiced',
  'paid',
  'cancelled',
] as const;
export type LoadStatusStage = (typeof LOAD_STATUS_STAGES)[number];
