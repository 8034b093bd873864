import { z } from 'zod';
import { accessorialTotalsSchema } from './accessorials';
import { lastCheckCallSchema } from './check-calls';
import { dayIn, stopTimeZone } from './dates';
import { dayOrNull, nullableNote, nullableStateCode, nullableText, personRef, within } from './fleet-fields';
import { EVENT_TYPES, loadEventSchema } from './load-events';
import { LOAD_STATUS_MEANINGS } from './load-status-meaning';
import { compareDecimals, divideDecimals, fromCents, MONEY_MESSAGES, toCents } from './money';
import { pagedList, pagingQueryWith } from './paging';
import type { Capability } from './roles';
import { EMAIL_PATTERN, freeText, orNull, phoneText, requiredIdentifier, zipCodeText } from './text';

/**
 * Loads (spec 3): the wizard's steps, the board's list, filters and totals, events, comments,
 * per-load history and saved board views. Money, miles, weights and splits travel as decimal
 * strings with at most 2 decimals ("1234.50") so no float ever rounds them (decision 0060).
 */

/** Spec 3 section 5 and 8 texts, and the server's own refusals. */
export const LOAD_MESSAGES = {
  loadNumberRequired: 'Load number is required',
  loadNumberTooLong: 'Load number too long',
  loadNumberTaken: 'A load with this load number already exists',
  customerRequired: 'Please select a customer',
  statusRequired: 'Please select a status',
  dispatcherRequired: 'Please select a dispatcher',
  driverWithoutDispatchers:
    'The selected driver has no dispatchers assigned. Please contact a manager to assign this driver to a dispatcher before creating loads.',
  secondaryDriverRequired: 'Secondary driver is required for team loads',
  primarySplitRequired: 'Primary driver split is required for team loads',
  primarySplitRange: 'Primary split must be between 0.01% and 99.99%',
  splitPrecision: 'Splits must have at most 2 decimals',
  splitNumber: 'Splits must be a number of percent, such as 60 or 62.5',
  secondarySplitMismatch: 'The secondary split must be 100 minus the primary split',
  secondaryDriverSame: 'The secondary driver must differ from the primary driver',
  teamFieldsWithoutTeam: 'Secondary driver and splits are only for team loads',
  eventsRequired: 'Please add at least one event',
  duplicateEventOrders: (orders: number[]) =>
    `Cannot save events: Duplicate event orders detected (${orders.join(', ')})`,
  eventOrderGap: 'Event orders must run 1 to n without gaps',
  eventDatesBackwards: 'Event dates cannot go backwards along the event order',
  appointmentWindow: 'The appointment end time cannot be before its start time',
  appointmentTimesRequired: 'This appointment type needs a start and end time',
  appointmentOffDay: 'Appointment times must fall on the event date, in local time at the stop',
  eventDateRange: 'Event date must be between 2000 and 2100',
  stopEarlierOpen: (order: number) => `Stop ${order} is still open: stops are completed in order`,
  stopInFuture: 'A stop dated after today cannot be completed yet',
  stopLaterCompleted: (order: number) => `Stop ${order} is completed: stops are reopened from the last one back`,
  piecesInteger: 'Pieces must be a whole number of 0 or more',
  notNegative: MONEY_MESSAGES.notNegative,
  twoDecimals: MONEY_MESSAGES.twoDecimals,
  tooLarge: MONEY_MESSAGES.tooLarge,
  loadNotFound: 'Load not found',
  eventNotFound: 'Event not found',
  customerUnknown: 'Customer not found or deleted',
  driverUnknown: 'Driver not found',
  driverInactive: 'This driver is inactive',
  driverNotAssigned: 'You can only choose drivers assigned to you',
  dispatcherUnknown: 'Dispatcher not found or inactive',
  statusUnknown: 'Load status not found or inactive',
  appointmentTypeUnknown: 'Appointment type not found or inactive',
  stale: 'This load was changed by someone else. Reload and try again.',
  deleteProcessed: 'Processed loads can only be deleted by a manager',
  deleteForbidden: 'Only managers and dispatchers can delete loads',
  // Decision 0120: money records keep their load.
  deleteInvoiced: (invoiceNumber: number, paidDate: string | null) =>
    `This load has invoice ${invoiceNumber}${paidDate ? `, paid on ${paidDate}` : ''}: a load that was invoiced stays for the books and cannot be deleted. Set its status to Cancelled if it did not run`,
  deleteOnStatement: (hold: { statement_id: number; status: string }) =>
    `This load is paid to the driver on ${hold.status} driver statement #${hold.statement_id}; ${
      hold.status === 'draft'
        ? 'remove it from the draft (or delete the draft) first'
        : hold.status === 'approved'
          ? 'reopen the statement and remove the load from it first'
          : 'a paid statement cannot be changed, so the load stays'
    }`,
  unprocessForbidden: 'Only managers and accountants can mark a processed load as not processed',
  notADraft: 'This load is no longer a draft: it was completed, so it was not discarded',
  moneyPaid: (invoiceNumber: number, paidDate: string) =>
    `Invoice ${invoiceNumber} of this load was paid on ${paidDate}: remove the payment in Accounting before changing the rate booked or the customer`,
  invoiceOutdated: (invoiceNumber: number) =>
    `The rate booked differs from invoice ${invoiceNumber}: generate the invoice again so the customer is billed the new amount`,
  commentNotFound: 'Comment not found',
  commentNotYours: 'You can only change your own comments',
  commentRequired: 'Comment is required',
  viewNotFound: 'Saved view not found',
  viewNameTaken: 'A saved view with this name already exists',
  viewNameRequired: 'View name is required',
  // Spec 3 section 8: what the wizard says.
  initFailed: 'Failed to initialize wizard. Please try again.',
  basicInfoFirst: 'Please complete the basic information first',
  brokerCreateFailed: 'Failed to create broker. Please try again.',
  loadFailed: 'Failed to load existing load data',
  basicInfoSaveFailed: 'Failed to save basic information',
  appointmentTypesFailed: 'Failed to load appointment types',
  eventsSaveFailed: 'Failed to save events',
  rateCargoLoadFailed: 'Failed to load existing rate & cargo data',
  rateCargoSaveFailed: 'Failed to save rate and cargo information',
  dispatchersFailed: 'Failed to fetch dispatchers',
  dispatchersForDriverFailed: 'Failed to fetch dispatchers for driver',
  assignedDriversFailed: 'Failed to fetch drivers assigned to dispatcher',
  loadUpdated: 'Load updated successfully! You can continue editing or close this dialog.',
  eventsUpdated: 'Events updated successfully! You can continue editing or close this dialog.',
  rateCargoUpdated: 'Rate & Cargo updated successfully! You can continue editing or close this dialog.',
  loadCreated: 'Load Created Successfully!',
  viewLoadDetails: 'View Load Details',
} as const;
const M = LOAD_MESSAGES;

/** Spec 3 section 9 and the wizard's constants. */
export const LOAD_LIMITS = {
  loadNumberMax: 100,
  eventsMax: 50,
  listMax: 200,
  listDefault: 50,
  commentMax: 2000,
  /** numeric(12,2): up to 9,999,999,999.99. */
  moneyMax: '9999999999.99',
  driverCountsMax: 500,
  draftExpiryHours: 24,
  draftAutosaveMs: 1000,
  customerSearchDebounceMs: 200,
  successBannerMs: 3000,
  /** Event dates outside these days are typing mistakes ("0001-01-01"), not loads. */
  eventDateFrom: '2000-01-01',
  eventDateTo: '2100-12-31',
} as const;

const DECIMAL_2 = /^\d+(\.\d{1,2})?$/;

/**
 * A non-negative decimal with up to 2 decimals, sent as a number or a string; answered as a
 * string like "12.50". '' and null become null (spec 3: every rate and cargo field may be empty).
 */
export const decimal2OrNull = (label: string) =>
  z
    .union([z.null(), z.literal(''), z.number(), z.string().trim()])
    .superRefine((v, ctx) => {
      if (v === null || v === '') return;
      const text = typeof v === 'number' ? String(v) : v;
      if (typeof v === 'number' ? !Number.isFinite(v) : !/^-?\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.notANumber(label) });
        return;
      }
      if (text.startsWith('-')) ctx.addIssue({ code: 'custom', message: M.notNegative(label) });
      else if (!DECIMAL_2.test(text)) ctx.addIssue({ code: 'custom', message: M.twoDecimals(label) });
      else if (compareDecimals(text, LOAD_LIMITS.moneyMax) > 0)
        ctx.addIssue({ code: 'custom', message: M.tooLarge(label) });
    })
    .transform((v) => (v === null || v === '' ? null : normalizeDecimal(typeof v === 'number' ? String(v) : v)));

/** "7" -> "7.00", "7.5" -> "7.50": the stored and answered form of a 2-decimal value. */
export function normalizeDecimal(text: string): string {
  return fromCents(toCents(text));
}

/** a / b rounded half up to 2 decimals; null when either is missing or b is 0 (spec 3 section 5). */
export function ratio2(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return null;
  return divideDecimals(a, b, 2);
}

/** The secondary split: 100 minus the primary, 2 decimals. */
export function secondarySplitOf(primary: string): string {
  return fromCents(10_000n - toCents(primary));
}

/** Rate and cargo figures the server derives (spec 3 section 5), from the stored inputs. */
export function rateCargoTotals(r: {
  rate_booked: string | null;
  rate_dispatched: string | null;
  loaded_miles: string | null;
  empty_miles: string | null;
}) {
  const total =
    r.loaded_miles === null && r.empty_miles === null
      ? null
      : fromCents(toCents(r.loaded_miles ?? '0') + toCents(r.empty_miles ?? '0'));
  return {
    total_miles: total,
    rpm_loaded: ratio2(r.rate_booked, r.loaded_miles),
    rpm_total: ratio2(r.rate_booked, total),
    profit_margin:
      r.rate_booked === null || r.rate_dispatched === null
        ? null
        : fromCents(toCents(r.rate_booked) - toCents(r.rate_dispatched)),
  };
}

const loadNumber = requiredIdentifier('Load number', LOAD_LIMITS.loadNumberMax, {
  required: M.loadNumberRequired,
  tooLong: M.loadNumberTooLong,
});
/** Spec 3: "minimum 1" pickers; 0 or a missing value gets the picker's message. */
const pickedId = (message: string) => z.number({ error: message }).int(message).min(1, message);
/** Spec 3: "0 or more" ids: 0 and null both mean none. */
const optionalId = (label: string) =>
  z
    .union([
      z.null(),
      z
        .number({ error: `${label} must be an id` })
        .int(`${label} must be an id`)
        .min(0),
    ])
    .transform((v) => (v ? v : null));

/** A split as sent: a number with up to 2 decimals, sign allowed (the team rules check its range). */
const SPLIT_TEXT = /^-?\d+(\.\d{1,2})?$/;
const isSplitText = (v: unknown): v is string => typeof v === 'string' && SPLIT_TEXT.test(v);

const splitValue = z
  .union([z.null(), z.literal(''), z.number(), z.string().trim()])
  .superRefine((v, ctx) => {
    if (v === null || v === '') return;
    const text = typeof v === 'number' ? String(v) : v;
    if (!/^-?\d+(\.\d+)?$/.test(text)) ctx.addIssue({ code: 'custom', message: M.splitNumber });
    else if (!SPLIT_TEXT.test(text)) ctx.addIssue({ code: 'custom', message: M.splitPrecision });
  })
  .transform((v) => (v === null || v === '' ? null : normalizeDecimal(String(v))));

const basicInfoFields = {
  load_number: loadNumber,
  broker_id: pickedId(M.customerRequired),
  driver_id: optionalId('Driver').default(null),
  dispatcher_id: optionalId('Dispatcher').default(null),
  status_id: pickedId(M.statusRequired),
  processed: z.boolean().default(false),
  is_team_load: z.boolean().default(false),
  secondary_driver_id: optionalId('Secondary driver').default(null),
  team_pay_split_primary: splitValue.default(null),
  team_pay_split_secondary: splitValue.default(null),
  /** The reading of the rate confirmation the load is made from: saving the load teaches its broker's layout. */
  extraction_id: z
    .uuid('Choose a rate confirmation reading from this company')
    .nullish()
    .describe('The `extraction_id` of the rate confirmation read for this load, if any'),
};

type TeamFields = {
  driver_id?: number | null;
  is_team_load?: boolean;
  secondary_driver_id?: number | null;
  team_pay_split_primary?: string | null;
  team_pay_split_secondary?: string | null;
};

/** Team-load rules of spec 3 section 5, on a full basic info (create) or a merged one (update). */
export function teamProblems(v: TeamFields): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (!v.is_team_load) {
    if (v.secondary_driver_id || v.team_pay_split_primary || v.team_pay_split_secondary)
      out.push({ path: 'is_team_load', message: M.teamFieldsWithoutTeam });
    return out;
  }
  if (!v.secondary_driver_id) out.push({ path: 'secondary_driver_id', message: M.secondaryDriverRequired });
  else if (v.driver_id && v.secondary_driver_id === v.driver_id)
    out.push({ path: 'secondary_driver_id', message: M.secondaryDriverSame });
  const primary = v.team_pay_split_primary;
  const secondary = v.team_pay_split_secondary;
  // A split that is no number was refused by its own field; the object's rules still see it raw.
  if ((primary && !isSplitText(primary)) || (secondary && !isSplitText(secondary))) return out;
  if (!primary || toCents(primary) === 0n) {
    out.push({ path: 'team_pay_split_primary', message: M.primarySplitRequired });
    return out;
  }
  const cents = toCents(primary);
  if (cents < 1n || cents > 9_999n) out.push({ path: 'team_pay_split_primary', message: M.primarySplitRange });
  else if (secondary && toCents(secondary) !== toCents(secondarySplitOf(primary)))
    out.push({ path: 'team_pay_split_secondary', message: M.secondarySplitMismatch });
  return out;
}

const withTeamRules = <T extends z.ZodType<TeamFields>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const p of teamProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });

/** POST /api/loads/step-1: basic info (dispatcher optional; the caller is used when they dispatch). */
export const loadStep1 = withTeamRules(z.strictObject(basicInfoFields));
export type LoadStep1 = z.input<typeof loadStep1>;

/** POST /api/loads/accounting/step-1: the same with a dispatcher required (spec 3 section 5). */
export const loadAccountingStep1 = withTeamRules(
  z.strictObject({ ...basicInfoFields, dispatcher_id: pickedId(M.dispatcherRequired) }),
);
export type LoadAccountingStep1 = z.input<typeof loadAccountingStep1>;

/** PUT /api/loads/{id}: changed basic info fields; team rules are checked on the merged load. */
export const loadBasicInfoUpdate = z
  .strictObject({
    load_number: loadNumber,
    broker_id: pickedId(M.customerRequired),
    driver_id: optionalId('Driver'),
    dispatcher_id: optionalId('Dispatcher'),
    status_id: pickedId(M.statusRequired),
    processed: z.boolean(),
    is_team_load: z.boolean(),
    secondary_driver_id: optionalId('Secondary driver'),
    team_pay_split_primary: splitValue,
    team_pay_split_secondary: splitValue,
    version: z.number().int().describe('The version read; a stale one is refused with 409'),
  })
  .partial();
export type LoadBasicInfoUpdate = z.input<typeof loadBasicInfoUpdate>;

const dateTimeOrNull = (label: string) =>
  z
    .union([z.null(), z.literal(''), z.iso.datetime({ offset: true, error: `${label} must be a date and time` })])
    .transform((v) => (v ? v : null));

/** Pieces: a whole number of 0 or more, or empty. */
const piecesField = z
  .number({ error: M.piecesInteger })
  .int(M.piecesInteger)
  .min(0, M.piecesInteger)
  .max(1_000_000, M.tooLarge('Pieces'))
  .nullable();

const coordinate = (label: string, max: number) =>
  z.union([z.null(), z.number().min(-max, `${label} is out of range`).max(max, `${label} is out of range`)]);

/** One stop as the event dialog edits it (spec 3 sections 2 and 3). */
export const loadEventInput = z.strictObject({
  id: z.number().int().positive().optional().describe('An existing event to keep; left out for a new one'),
  event_order: z.number({ error: 'Event order is required' }).int('Event order must be a whole number').min(1),
  event_type: z.enum(EVENT_TYPES, { error: 'Event type must be pickup or delivery' }),
  event_date: dayOrNull('Event date')
    .refine((v) => v !== null, 'Event date is required')
    .refine((v) => v === null || (v >= LOAD_LIMITS.eventDateFrom && v <= LOAD_LIMITS.eventDateTo), M.eventDateRange),
  appointment_type_id: optionalId('Appointment type').default(null),
  appointment_time_lower: dateTimeOrNull('Start time').default(null),
  appointment_time_higher: dateTimeOrNull('End time').default(null),
  location_street: nullableText('Street', 255).default(null),
  location_city: nullableText('City', 100).default(null),
  location_state: nullableStateCode('State').default(null),
  location_postal_code: orNull(zipCodeText()).default(null),
  location_country: z.string().trim().min(2).max(3).default('USA'),
  location_lat: coordinate('Latitude', 90).default(null),
  location_long: coordinate('Longitude', 180).default(null),
  contact_name: nullableText('Contact name', 100).default(null),
  contact_phone: orNull(phoneText()).default(null),
  contact_email: z
    .union([z.null(), z.string().trim().max(254, 'Invalid email format')])
    .refine((v) => !v || EMAIL_PATTERN.test(v), 'Invalid email format')
    .transform((v) => (v ? v.toLowerCase() : null))
    .default(null),
  reference_number: nullableText('Reference number', 100).default(null),
  special_instructions: nullableNote('Special instructions', 2000).default(null),
  pieces: piecesField.default(null),
  weight: decimal2OrNull('Weight').default(null),
  commodity_description: nullableNote('Commodity description', 500).default(null),
  is_completed: z.boolean().default(false),
});
export type LoadEventInput = z.input<typeof loadEventInput>;

type AppointmentTime = 'appointment_time_lower' | 'appointment_time_higher';

/**
 * Appointment times that are not on the stop's event date at the stop (decision 113): a window
 * on another day would show as "Dec 1 · 10:00–12:00" for a June instant. The stop's zone needs
 * the company's as its fallback, so the API checks this where it knows the company.
 */
export function appointmentDayProblems(
  e: {
    event_date: string | null;
    appointment_time_lower: string | null;
    appointment_time_higher: string | null;
    location_state: string | null;
    location_country: string | null;
  },
  companyZone: string,
): { field: AppointmentTime; message: string }[] {
  if (!e.event_date) return [];
  const zone = stopTimeZone({ state: e.location_state, country: e.location_country }, companyZone);
  return (['appointment_time_lower', 'appointment_time_higher'] as const)
    .filter((field) => {
      const at = e[field] ? new Date(e[field]) : null;
      return at !== null && !Number.isNaN(at.getTime()) && dayIn(zone, at) !== e.event_date;
    })
    .map((field) => ({ field, message: M.appointmentOffDay }));
}

/** Order and date rules over a whole list of events (spec 3 sections 4 and 5). */
export function eventListProblems(
  events: readonly { event_order: number; event_date: string | null }[],
): { path: (string | number)[]; message: string }[] {
  if (events.length === 0) return [{ path: ['events'], message: M.eventsRequired }];
  const seen = new Map<number, number>();
  for (const e of events) seen.set(e.event_order, (seen.get(e.event_order) ?? 0) + 1);
  const dupes = [...seen].filter(([, n]) => n > 1).map(([o]) => o);
  if (dupes.length) return [{ path: ['events'], message: M.duplicateEventOrders(dupes.sort((a, b) => a - b)) }];
  const sorted = [...events].sort((a, b) => a.event_order - b.event_order);
  if (sorted.some((e, i) => e.event_order !== i + 1)) return [{ path: ['events'], message: M.eventOrderGap }];
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!.event_date;
    const cur = sorted[i]!.event_date;
    if (prev && cur && cur < prev) return [{ path: ['events', i], message: M.eventDatesBackwards }];
  }
  return [];
}

const eventsBody = z
  .array(loadEventInput)
  .max(LOAD_LIMITS.eventsMax, `A load holds at most ${LOAD_LIMITS.eventsMax} events`)
  .superRefine((events, ctx) => {
    for (const p of eventListProblems(events))
      ctx.addIssue({ code: 'custom', path: p.path.slice(1), message: p.message });
    events.forEach((e, i) => {
      if (e.appointment_time_lower && e.appointment_time_higher && e.appointment_time_higher < e.appointment_time_lower)
        ctx.addIssue({ code: 'custom', path: [i, 'appointment_time_higher'], message: M.appointmentWindow });
    });
  });

/** PUT /api/loads/{id}/step-2 and PUT /api/loads/{id}/events: the whole list of stops. */
export const loadEventsPut = z.strictObject({ events: eventsBody });
export type LoadEventsPut = z.input<typeof loadEventsPut>;

const rateCargoChanges = {
  rate_booked: decimal2OrNull('Rate booked'),
  /** A figure typed by the user (kept, marked manual); null: computed from the pay profile (decision 0197). */
  rate_dispatched: decimal2OrNull('Driver pay'),
  /** false: forget a typed driver pay and compute it from the driver's pay profile again. */
  rate_dispatched_manual: z.boolean({ error: 'rate_dispatched_manual must be true or false' }),
  loaded_miles: decimal2OrNull('Loaded miles'),
  empty_miles: decimal2OrNull('Empty miles'),
  commodity: nullableText('Commodity', 255),
  weight_lbs: decimal2OrNull('Weight'),
  pieces: piecesField,
  hazmat: z.boolean(),
};

/** PUT /api/loads/{id}/step-3: rate and cargo as the wizard's third step saves it (every field). */
export const loadRateCargoPut = z.strictObject({
  rate_booked: rateCargoChanges.rate_booked.default(null),
  rate_dispatched: rateCargoChanges.rate_dispatched.default(null),
  rate_dispatched_manual: rateCargoChanges.rate_dispatched_manual.optional(),
  loaded_miles: rateCargoChanges.loaded_miles.default(null),
  empty_miles: rateCargoChanges.empty_miles.default(null),
  commodity: rateCargoChanges.commodity.default(null),
  weight_lbs: rateCargoChanges.weight_lbs.default(null),
  pieces: rateCargoChanges.pieces.default(null),
  hazmat: rateCargoChanges.hazmat.default(false),
});
export type LoadRateCargoPut = z.input<typeof loadRateCargoPut>;

/** PUT /api/loads/{id}/step-4: only the changed rate and cargo fields (spec 3 section 7). */
export const loadRateCargoPatch = z.strictObject(rateCargoChanges).partial();
export type LoadRateCargoPatch = z.input<typeof loadRateCargoPatch>;

/** POST /api/loads/with-events: basic info, stops and optionally rate and cargo in one call. */
export const loadWithEvents = withTeamRules(
  z.strictObject({
    ...basicInfoFields,
    events: eventsBody,
    rate_cargo: loadRateCargoPut.optional(),
  }),
);
export type LoadWithEvents = z.input<typeof loadWithEvents>;

export const loadStatusPut = z.strictObject({
  status_id: pickedId(M.statusRequired),
  version: z.number().int().optional().describe('When sent, a load changed since is refused with 409'),
});
export const loadProcessedPut = z.strictObject({
  processed: z.boolean({ error: 'processed must be true or false' }),
  version: z.number().int().optional().describe('When sent, a load changed since is refused with 409'),
});
/** DELETE /api/loads/{id}: `draft_only` is the board's Discard, which must not delete a load completed meanwhile. */
export const loadDeleteQuery = z.object({
  draft_only: z
    .stringbool({ error: 'draft_only must be true or false' })
    .default(false)
    .describe('true: delete only if the load is still a draft (422 otherwise)'),
});
export const loadEventComplete = z
  .strictObject({ is_completed: z.boolean().default(true) })
  .default({ is_completed: true });

// ---- answers ----

export const WIZARD_STEPS = ['basic_info', 'events', 'rate_cargo', 'complete'] as const;

/** Spec 3 section 3: the wizard's progress record. */
export const loadProgressSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  basic_info_entered: z.boolean(),
  pickup_details_entered: z.boolean(),
  delivery_details_entered: z.boolean(),
  events_entered: z.boolean(),
  rate_cargo_entered: z.boolean(),
  is_complete: z.boolean(),
  completion_percentage: z.number().int(),
  next_step: z.enum(WIZARD_STEPS),
  completed_steps: z.array(z.enum(WIZARD_STEPS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoadProgress = z.infer<typeof loadProgressSchema>;

/** Progress flags and percentage from what a load holds (each of the 3 steps is a third). */
export function progressOf(p: { basic: boolean; pickups: number; deliveries: number; rateCargo: boolean }) {
  const events = p.pickups > 0 && p.deliveries > 0;
  const done = [p.basic, events, p.rateCargo];
  const completed = WIZARD_STEPS.slice(0, 3).filter((_, i) => done[i]);
  const n = completed.length;
  const next = WIZARD_STEPS.find((_, i) => i === 3 || !done[i]) ?? 'complete';
  return {
    basic_info_entered: p.basic,
    pickup_details_entered: p.pickups > 0,
    delivery_details_entered: p.deliveries > 0,
    events_entered: events,
    rate_cargo_entered: p.rateCargo,
    is_complete: n === 3,
    completion_percentage: n === 3 ? 100 : n === 2 ? 67 : n === 1 ? 33 : 0,
    next_step: next,
    completed_steps: completed,
  };
}

export const rateCargoSchema = z.object({
  rate_booked: z.string().nullable(),
  rate_dispatched: z.string().nullable(),
  /** The driver pay was typed by a user; false: computed from the driver's pay profile (decision 0197). */
  rate_dispatched_manual: z.boolean(),
  /** How the computed driver pay is made up ("500 loaded mi × $0.60"); null when typed or unknown. */
  pay_basis: z.string().nullable(),
  loaded_miles: z.string().nullable(),
  empty_miles: z.string().nullable(),
  total_miles: z.string().nullable(),
  rpm_loaded: z.string().nullable(),
  rpm_total: z.string().nullable(),
  profit_margin: z.string().nullable(),
  commodity: z.string().nullable(),
  weight_lbs: z.string().nullable(),
  pieces: z.number().int().nullable(),
  hazmat: z.boolean(),
});
export type RateCargo = z.infer<typeof rateCargoSchema>;

const driverRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
const statusRef = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  meaning: z.enum(LOAD_STATUS_MEANINGS),
});
const brokerRef = z.object({
  id: z.number().int(),
  name: z.string(),
  mc_number: z.string().nullable(),
  has_warning: z.boolean(),
  /** Why the broker is flagged, when it is. */
  warning_note: z.string().nullable(),
});

const unitRef = z.object({ id: z.number().int(), unit_number: z.string() });

/** GET /api/loads/{id} and every write's answer: the load with its progress, rate and cargo and stops. */
export const loadSchema = z.object({
  id: z.number().int(),
  load_number: z.string(),
  broker_id: z.number().int(),
  broker: brokerRef,
  driver_id: z.number().int().nullable(),
  driver: driverRef.nullable(),
  secondary_driver_id: z.number().int().nullable(),
  secondary_driver: driverRef.nullable(),
  dispatcher_id: z.number().int().nullable(),
  dispatcher: personRef.nullable(),
  status_id: z.number().int(),
  status: statusRef,
  processed: z.boolean(),
  is_draft: z
    .boolean()
    .describe('Started in the wizard and not completed yet: off the board and the figures (decision 0195)'),
  is_team_load: z.boolean(),
  team_pay_split_primary: z.string().nullable(),
  team_pay_split_secondary: z.string().nullable(),
  progress: loadProgressSchema,
  rate_cargo: rateCargoSchema,
  events: z.array(loadEventSchema),
  invoice_number: z.number().int().nullable().describe('Set by the first invoice generated for the load'),
  invoice_date: z.string().nullable().describe('The day the current invoice was issued (yyyy-mm-dd)'),
  invoice_amount: z.string().nullable().describe('The total the current invoice bills'),
  invoice_outdated: z
    .boolean()
    .describe('Invoiced, unpaid, and the rate booked differs from the invoice: generate the invoice again'),
  paid_date: z.string().nullable().describe('When the customer paid the invoice (yyyy-mm-dd)'),
  /** The totals of the load's accessorials (decision 0198); null for callers who do not see money. */
  accessorials: accessorialTotalsSchema.nullable(),
  /** Rate booked + billed accessorials − driver pay − accessorials paid to the driver; null until rate and pay are known. */
  margin: z.string().nullable(),
  /** The primary driver's truck and trailer now (their active equipment assignment). */
  truck: unitRef.nullable(),
  trailer: unitRef.nullable(),
  /** The company's free time at a stop before detention counts, in minutes. */
  detention_free_minutes: z.number().int(),
  version: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Load = z.infer<typeof loadSchema>;

/** One stop as the board shows it. */
export const loadStopSummary = z.object({
  event_date: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  appointment_time_lower: z.string().nullable(),
  appointment_time_higher: z.string().nullable(),
});

/** One row of the dispatch board (GET /api/loads/bulk and GET /api/loads/). */
export const loadListItem = z.object({
  id: z.number().int(),
  load_number: z.string(),
  status: statusRef,
  broker: brokerRef,
  driver: driverRef.nullable(),
  secondary_driver: driverRef.nullable(),
  dispatcher: personRef.nullable(),
  /** The truck the primary driver has now (their active equipment assignment). */
  truck: z.object({ id: z.number().int(), unit_number: z.string() }).nullable(),
  is_team_load: z.boolean(),
  processed: z.boolean(),
  /** Started in the wizard and not completed yet (decision 0195). */
  is_draft: z.boolean(),
  first_pickup: loadStopSummary.nullable(),
  last_delivery: loadStopSummary.nullable(),
  rate_booked: z.string().nullable(),
  rate_dispatched: z.string().nullable(),
  total_miles: z.string().nullable(),
  rpm_total: z.string().nullable(),
  completion_percentage: z.number().int(),
  /** null when include_comment_counts is false. */
  comment_count: z.number().int().nullable(),
  invoice_number: z.number().int().nullable(),
  invoice_date: z.string().nullable(),
  /** Active documents linked to the load. */
  document_count: z.number().int(),
  /** The load's newest check call. */
  last_check_call: lastCheckCallSchema,
  version: z.number().int(),
  created_at: z.string(),
});
export type LoadListItem = z.infer<typeof loadListItem>;
export const loadList = pagedList('loads', loadListItem);
export type LoadList = z.infer<typeof loadList>;

/** Sortable board columns; the default is the first pickup date, latest first. */
export const LOAD_SORT_FIELDS = [
  'pickup_date',
  'delivery_date',
  'load_number',
  'created_at',
  'rate_booked',
  'status',
] as const;
export type LoadSortField = (typeof LOAD_SORT_FIELDS)[number];

/** "1,2,3", repeated parameters or one number: a list of ids. */
const idList = z
  .preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x.trim() !== ''),
    z.array(z.coerce.number().int().positive('ids must be positive whole numbers')).max(500).optional(),
  )
  .describe('Comma-separated or repeated ids');
const queryId = z.coerce.number().int().positive().optional();
const queryDay = (label: string) =>
  dayOrNull(label)
    .optional()
    .transform((v) => v ?? undefined);

const dateFilters = {
  created_after: queryDay('created_after'),
  created_before: queryDay('created_before'),
  pickup_date_after: queryDay('pickup_date_after'),
  pickup_date_before: queryDay('pickup_date_before'),
};

/** Every filter of the board (spec 3 section 7): the list and its totals read the same ones. */
const loadFilters = {
  dispatcher_ids: idList,
  dispatcher_id: queryId,
  broker_ids: idList,
  broker_id: queryId,
  status_ids: idList,
  driver_ids: idList,
  driver_id: queryId,
  any_driver_id: queryId.describe('Matches the primary or the secondary driver'),
  processed: z.stringbool().optional(),
  invoiced: z.stringbool().optional().describe('true: loads with an invoice; false: loads without one'),
  ...dateFilters,
  search: z.string().trim().max(100, 'Search must be 100 characters or less').optional(),
};

/** Which loads the board lists by their draft mark (decision 0195): drafts stay off it unless asked for. */
export const LOAD_DRAFT_FILTERS = ['exclude', 'include', 'only'] as const;
export type LoadDraftFilter = (typeof LOAD_DRAFT_FILTERS)[number];

/** GET /api/loads/bulk and GET /api/loads/: every filter of spec 3 section 7 plus sorting. */
export const loadListQuery = pagingQueryWith({ max: LOAD_LIMITS.listMax, default: LOAD_LIMITS.listDefault }).extend({
  ...loadFilters,
  drafts: z
    .enum(LOAD_DRAFT_FILTERS, { error: 'drafts must be exclude, include or only' })
    .default('exclude')
    .describe('exclude (default): completed loads only; include: drafts too; only: drafts alone'),
  include_comment_counts: z.stringbool().default(true),
  sort_by: z.enum(LOAD_SORT_FIELDS).default('pickup_date'),
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
});
export type LoadListQuery = z.output<typeof loadListQuery>;
export type LoadListFilters = z.input<typeof loadListQuery>;

/**
 * GET /api/loads/stats/summary: the board's status totals under every filter of the list but the
 * statuses, which the totals break down (decision 0116).
 */
export const loadStatsQuery = z.object(loadFilters).omit({ status_ids: true });
export type LoadStatsFilters = z.input<typeof loadStatsQuery>;
export const loadStatsSummary = z.object({
  total_loads: z.number().int(),
  by_status: z.array(
    z.object({ status_id: z.number().int(), name: z.string(), color: z.string(), count: z.number().int() }),
  ),
  /** null for callers who do not see load money (LOAD_CAPABILITIES.money). */
  rate_booked_total: z.string().nullable(),
  driver_pay_total: z.string().nullable(),
  miles_total: z.string(),
  processed_count: z.number().int(),
});
export type LoadStatsSummary = z.infer<typeof loadStatsSummary>;

/** POST /api/loads/driver-counts: loads per driver (primary or secondary) for the date filters. */
export const loadDriverCountsQuery = z.object(dateFilters);
export const loadDriverCountsBody = z.strictObject({
  driver_ids: z
    .array(z.number().int().positive())
    .max(LOAD_LIMITS.driverCountsMax, `At most ${LOAD_LIMITS.driverCountsMax} drivers`),
});
export const loadDriverCounts = z.object({
  counts: z.array(z.object({ driver_id: z.number().int(), count: z.number().int() })),
});

/** GET /api/loads/driver/{driverId}/events: a driver's stops (track and trace, driver screens). */
export const driverEventsQuery = pagingQueryWith({ max: LOAD_LIMITS.listMax, default: LOAD_LIMITS.listDefault }).extend(
  {
    event_date_from: queryDay('event_date_from'),
    event_date_to: queryDay('event_date_to'),
    status_ids: idList,
    processed: z.stringbool().optional(),
  },
);
export const driverEventItem = loadEventSchema.extend({
  load_number: z.string(),
  status: statusRef,
  processed: z.boolean(),
  /** The appointment window (or the event's day) ended and the stop is not completed. */
  is_late: z.boolean(),
  /** The load's newest check call. */
  last_check_call: lastCheckCallSchema,
});
export const driverEventList = pagedList('events', driverEventItem);

/** GET /api/loads/driver/{driverId}: a driver's loads (primary or secondary) by date filters. */
export const driverLoadsQuery = pagingQueryWith({ max: LOAD_LIMITS.listMax, default: LOAD_LIMITS.listDefault }).extend(
  dateFilters,
);

// ---- comments ----

export const loadCommentInput = z.strictObject({
  text: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, M.commentRequired)
    .pipe(
      freeText('Comment', LOAD_LIMITS.commentMax, { multiline: true, ...within('Comment', LOAD_LIMITS.commentMax) }),
    ),
});
export const loadCommentSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  author: personRef.nullable(),
  text: z.string(),
  is_edited: z.boolean(),
  is_own: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoadComment = z.infer<typeof loadCommentSchema>;
export const loadCommentList = pagedList('comments', loadCommentSchema);

// ---- per-load history ----

export const LOAD_HISTORY_KINDS = [
  'created',
  'status',
  'processed',
  'driver',
  'secondary_driver',
  'dispatcher',
  'rate',
  'driver_pay',
  'invoice',
  'payment',
  'accessorial',
  'check_call',
  'stop_times',
  'hos_warning',
] as const;
export const loadHistoryEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LOAD_HISTORY_KINDS),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  changed_by: personRef.nullable(),
  changed_at: z.string(),
});
export type LoadHistoryEntry = z.infer<typeof loadHistoryEntry>;
export const loadHistoryList = z.object({ history: z.array(loadHistoryEntry) });

// ---- saved board views ----

/** The filters a view keeps: the list query without paging. */
export const savedViewFilters = z
  .object({
    dispatcher_ids: z.array(z.number().int().positive()).max(500).optional(),
    broker_ids: z.array(z.number().int().positive()).max(500).optional(),
    status_ids: z.array(z.number().int().positive()).max(500).optional(),
    driver_ids: z.array(z.number().int().positive()).max(500).optional(),
    any_driver_id: z.number().int().positive().optional(),
    processed: z.boolean().optional(),
    invoiced: z.boolean().optional(),
    created_after: z.string().optional(),
    created_before: z.string().optional(),
    pickup_date_after: z.string().optional(),
    pickup_date_before: z.string().optional(),
    /** Relative pickup window in days from today, so a view like "next 7 days" stays current. */
    pickup_within_days: z.number().int().min(-365).max(365).optional(),
    search: z.string().trim().max(100).optional(),
    sort_by: z.enum(LOAD_SORT_FIELDS).optional(),
    sort_dir: z.enum(['asc', 'desc']).optional(),
    columns: z.array(z.string().max(50)).max(50).optional(),
  })
  .strict();
export type SavedViewFilters = z.infer<typeof savedViewFilters>;

const viewName = requiredIdentifier('View name', 100, { required: M.viewNameRequired, ...within('View name', 100) });
export const savedViewCreate = z.strictObject({
  name: viewName,
  filters: savedViewFilters,
  is_default: z.boolean().default(false),
});
export const savedViewUpdate = z
  .strictObject({ name: viewName, filters: savedViewFilters, is_default: z.boolean() })
  .partial();
export const savedViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: savedViewFilters,
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewList = z.object({ views: z.array(savedViewSchema) });

/** Who may delete a load (spec 3 section 6): managers always, dispatchers unprocessed loads only. */
export function loadDeletionRefusal(caps: ReadonlySet<Capability>, processed: boolean) {
  if (caps.has('loads_delete_processed')) return null;
  if (!caps.has('loads_delete')) return M.deleteForbidden;
  return processed ? M.deleteProcessed : null;
}

/**
 * An invoice that no longer bills what the load says (decision 0120): invoiced, unpaid, and the rate
 * booked changed since. The invoice is generated again (same number, decision 0091) to match.
 */
export function invoiceOutdated(l: {
  invoice_number: number | null;
  invoice_amount: string | null;
  paid_date: string | null;
  rate_booked: string | null;
  /** The accessorials billed to the customer (decision 0198): the invoice bills them too. */
  billed_total?: string;
}) {
  if (l.invoice_number === null || l.invoice_amount === null || l.paid_date !== null) return false;
  return toCents(l.rate_booked ?? '0') + toCents(l.billed_total ?? '0') !== toCents(l.invoice_amount);
}

/**
 * Who may take the processed mark off a load (decision 0120): processed loads can only be deleted by
 * a manager, so a dispatcher may not clear the mark either; accountants, who process loads, may.
 */
export function unprocessRefusal(caps: ReadonlySet<Capability>, before: boolean, after: boolean) {
  if (!before || after) return null;
  return caps.has('loads_unprocess') ? null : M.unprocessForbidden;
}

/** What the board's search box matches. */
export const LOAD_SEARCH_HINT = 'Load number, reference, customer or driver';

/**
 * Who may do what with loads (spec 1 section 6, spec 3 section 6; decision 0061). Load management
 * (managers, dispatchers) books and edits loads; accounting loads (managers, accountants) books
 * through the accounting call, which names the dispatcher; track and trace follows its drivers.
 */
export const LOAD_CAPABILITIES = {
  read: ['load_management', 'accounting_loads', 'track_and_trace'],
  write: ['load_management', 'accounting_loads'],
  create: ['load_management'],
  createAccounting: ['accounting_loads'],
  trace: ['load_management', 'track_and_trace'],
  /** Who sees a load's money (rate, driver pay, margin, invoice amount): those who book or bill it (decision 0137). */
  money: ['load_management', 'accounting_loads'],
} as const satisfies Record<string, readonly Capability[]>;
