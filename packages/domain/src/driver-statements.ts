import { z } from 'zod';
import { addDaysToDay, formatDate } from './dates';
import { dayOrNull, requiredDay, within } from './fleet-fields';
import { compareDecimals, MONEY_MESSAGES } from './money';
import { pagedList, pagingQuery } from './paging';
import {
  ADDITION_KINDS,
  LINE_KINDS,
  type LineKind,
  RECURRING_SCHEDULES,
  type RecurringSchedule,
} from './statement-money';
import { STATEMENT_STATUSES, statementSummarySchema } from './statement-summary';
import { freeText } from './text';

/** Driver statements (settlements) and recurring charges: the API's contracts (decision 0110). */

export const LINE_KIND_LABELS: Readonly<Record<LineKind, string>> = {
  load_pay: 'Load pay',
  bonus: 'Bonus',
  reimbursement: 'Reimbursement',
  detention: 'Detention',
  layover: 'Layover',
  other_addition: 'Other addition',
  fuel: 'Fuel',
  cash_advance: 'Cash advance',
  one_time: 'One-time deduction',
  recurring: 'Recurring charge',
  escrow: 'Escrow',
  carry_over: 'Balance carried over',
  other_deduction: 'Other deduction',
};

/** The kinds a user may add by hand to a draft. */
export const MANUAL_LINE_KINDS = [
  ...ADDITION_KINDS,
  'cash_advance',
  'one_time',
  'other_deduction',
] as const satisfies readonly LineKind[];
export type ManualLineKind = (typeof MANUAL_LINE_KINDS)[number];

export const STATEMENT_MESSAGES = {
  notFound: 'Driver statement not found',
  lineNotFound: 'Statement line not found',
  chargeNotFound: 'Recurring charge not found',
  driverNotFound: 'Driver not found',
  notDraft: 'Only a draft statement can be changed',
  notApproved: 'Only an approved statement can be marked paid',
  reopenNotApproved: 'Only an approved statement can be reopened',
  alreadyApproved: 'This statement is already approved',
  loadNotOnStatement: 'This load is not on the statement',
  lineLocked: 'Load pay and carried balances cannot be edited or removed; exclude the load instead',
  carriedLater: 'A later statement carries this statement\u2019s balance: remove that line before reopening',
  stale: 'This statement was changed by someone else. Reload and try again.',
  periodTooLong: 'A pay period is at most 31 days',
  periodOrder: 'Period end must be on or after period start',
  noDrivers: 'No active drivers to generate statements for',
  tooManyDrivers: 'At most 500 drivers at once',
  chargeUsed: 'This charge is on statements: end it instead of deleting it',
  escrowTarget: 'Escrow needs a target balance',
  dayOfMonth: 'Monthly charges need a day of the month (1-31)',
  chargeDates: 'End date must be on or after start date',
} as const;

/**
 * The statement's version the user saw (decision 0112): when sent and no longer current, the change
 * answers 409 with `STATEMENT_MESSAGES.stale` and nothing is written. Left out, the last write wins.
 */
const seenVersion = z
  .number({ error: 'Version must be a number' })
  .int()
  .positive('Version must be a number')
  .optional();

/** A change with nothing to say but the version seen (approve, regenerate). */
export const statementVersion = z.strictObject({ version: seenVersion });
/** The version seen, in the query of a DELETE. */
export const statementVersionQuery = z.object({
  version: z.coerce.number({ error: 'Version must be a number' }).int().positive('Version must be a number').optional(),
});

const MONEY_TEXT = /^\d{1,9}(\.\d{1,2})?$/;
/** A positive amount of money: a number or a string with up to 2 decimals, answered as "12.50". */
export const statementMoney = (label: string, opts: { allowZero?: boolean } = {}) =>
  z
    .union([z.string().trim(), z.number()], { error: `${label} is required` })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => v !== '', { error: `${label} is required`, abort: true })
    // The line's kind gives the sign (decision 0110): a negative amount is refused as such.
    .refine((v) => !/^-\s*\$?\s*(\d|\.\d)/.test(v), {
      error: opts.allowZero ? `${label} must be 0 or more` : `${label} must be more than 0`,
      abort: true,
    })
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), {
      error: MONEY_MESSAGES.amount(label),
      abort: true,
    })
    .refine((v) => MONEY_TEXT.test(v), `${label} must be at most 999,999,999.99`)
    .refine((v) => (opts.allowZero ? true : compareDecimals(v, '0') > 0), `${label} must be more than 0`);

const description = freeText('Description', 255, within('Description', 255)).pipe(
  z.string().min(1, 'Description is required'),
);
const reason = (label: string) =>
  freeText(label, 500, { ...within(label, 500), multiline: true }).pipe(z.string().min(1, `${label} is required`));

// ---- statements ----

export const statementGenerate = z
  .strictObject({
    /** Defaults to the previous Monday to Sunday in the company's time zone. */
    period_start: requiredDay('Period start').optional(),
    period_end: requiredDay('Period end').optional(),
    /** One or several drivers; left out: every active driver. */
    driver_ids: z
      .array(z.number().int().positive('Driver must be an id'))
      .min(1, 'Choose at least one driver')
      .max(500, STATEMENT_MESSAGES.tooManyDrivers)
      .optional(),
  })
  .refine((v) => (v.period_start === undefined) === (v.period_end === undefined), {
    path: ['period_end'],
    message: 'Give both period start and period end, or neither',
  })
  .refine((v) => !v.period_start || !v.period_end || v.period_end >= v.period_start, {
    path: ['period_end'],
    message: STATEMENT_MESSAGES.periodOrder,
  })
  .refine(
    (v) => !v.period_start || !v.period_end || Date.parse(v.period_end) - Date.parse(v.period_start) <= 30 * 86_400_000,
    { path: ['period_end'], message: STATEMENT_MESSAGES.periodTooLong },
  );
export type StatementGenerate = z.input<typeof statementGenerate>;

export const statementListQuery = pagingQuery.extend({
  period_start: dayOrNull('Period start').optional(),
  period_end: dayOrNull('Period end').optional(),
  status: z.enum(STATEMENT_STATUSES, { error: 'Status must be draft, approved or paid' }).optional(),
  driver_id: z.coerce.number().int().positive('Driver must be an id').optional(),
});
export type StatementListQuery = z.input<typeof statementListQuery>;

export const statementLineInput = z.strictObject({
  kind: z.enum(MANUAL_LINE_KINDS, { error: 'Choose an addition or deduction type' }),
  description,
  amount: statementMoney('Amount'),
  line_date: dayOrNull('Date').optional(),
  version: seenVersion,
});
export type StatementLineInput = z.input<typeof statementLineInput>;

export const statementLineUpdate = z.strictObject({
  description: description.optional(),
  amount: statementMoney('Amount', { allowZero: true }).optional(),
  version: seenVersion,
});
export type StatementLineUpdate = z.input<typeof statementLineUpdate>;

export const statementExcludeLoad = z.strictObject({
  load_id: z.number({ error: 'Load must be an id' }).int().positive('Load must be an id'),
  reason: reason('Reason'),
  version: seenVersion,
});

/**
 * How many days after the company's today a payment may be dated (decision 0121): a check written
 * ahead or an ACH scheduled for a later run, but not a typo a year off.
 */
export const PAYMENT_DATE_DAYS_AHEAD = 31;

/** The days a statement's payment may fall on: its pay period's first day to 31 days after the company's today. */
export function paymentDateBounds(periodStart: string, today: string): { min: string; max: string } {
  return { min: periodStart, max: addDaysToDay(today, PAYMENT_DATE_DAYS_AHEAD) };
}

/** Why a payment date is refused (before the pay period, or too far ahead of the company's today); null when it is not. */
export function paymentDateProblem(paymentDate: string, periodStart: string, today: string): string | null {
  const { min, max } = paymentDateBounds(periodStart, today);
  if (paymentDate >= min && paymentDate <= max) return null;
  return `Payment date must be between ${formatDate(min)} (the start of the pay period) and ${formatDate(max)} (${PAYMENT_DATE_DAYS_AHEAD} days after today)`;
}

export const statementPay = z.strictObject({
  payment_date: requiredDay('Payment date'),
  payment_reference: freeText('Payment reference', 100, within('Payment reference', 100)).pipe(
    z.string().min(1, 'Payment reference is required'),
  ),
  version: seenVersion,
});

export const statementReopen = z.strictObject({ reason: reason('Reason'), version: seenVersion });

export const statementBulkApprove = z.strictObject({
  ids: z.array(z.number().int().positive('Statement must be an id')).min(1, 'Choose at least one statement').max(500),
});

export const statementEmail = z.strictObject({
  /** Defaults to the driver's e-mail. */
  to: z.string().trim().email('Invalid email address').max(254).optional(),
});

export const statementLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LINE_KINDS),
  group: z.enum(['earning', 'addition', 'deduction']),
  description: z.string(),
  amount: z.string(),
  source: z.enum(['generated', 'manual']),
  line_date: z.string().nullable(),
  load_id: z.number().int().nullable(),
  fuel_transaction_id: z.number().int().nullable(),
  recurring_charge_id: z.number().int().nullable(),
  carried_statement_id: z.number().int().nullable(),
  balance_after: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementExclusionSchema = z.object({
  load_id: z.number().int(),
  load_number: z.string(),
  reason: z.string(),
  created_at: z.string(),
});

export const statementSchema = statementSummarySchema.extend({
  driver_email: z.string().nullable(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  lines: z.array(statementLineSchema),
  exclusions: z.array(statementExclusionSchema),
  /**
   * Year to date over the driver's approved and paid statements ending this year, this one included:
   * gross earnings and additions, and net pay (a negative week counts 0; its balance is carried).
   */
  ytd_gross: z.string(),
  ytd_net: z.string(),
  escrow_balance: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementList = pagedList('statements', statementSummarySchema);

export const statementStatusTotals = z.object({
  status: z.enum(STATEMENT_STATUSES),
  count: z.number().int(),
  net: z.string(),
  payable: z.string(),
});
export const statementStats = z.object({ totals: z.array(statementStatusTotals) });
export const statementStatsQuery = statementListQuery.pick({ period_start: true, period_end: true, driver_id: true });

export const statementGenerateResult = z.object({
  period_start: z.string(),
  period_end: z.string(),
  created: z.array(statementSummarySchema),
  skipped: z.array(z.object({ driver_id: z.number().int(), driver_name: z.string(), reason: z.string() })),
});

export const bulkApproveResult = z.object({
  approved: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});

// ---- recurring charges ----

export const RECURRING_KINDS = ['charge', 'escrow'] as const;
export type RecurringKind = (typeof RECURRING_KINDS)[number];
export const RECURRING_SCHEDULE_LABELS: Readonly<Record<RecurringSchedule, string>> = {
  every_statement: 'Every statement',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

const chargeFields = {
  description,
  amount: statementMoney('Amount'),
  schedule: z.enum(RECURRING_SCHEDULES, { error: 'Schedule must be every statement, weekly or monthly' }),
  day_of_month: z.union([
    z.null(),
    z.number().int().min(1, STATEMENT_MESSAGES.dayOfMonth).max(31, STATEMENT_MESSAGES.dayOfMonth),
  ]),
  start_date: requiredDay('Start date'),
  end_date: dayOrNull('End date'),
  total_balance: z.union([z.null(), statementMoney('Total balance')]),
  target_balance: z.union([z.null(), statementMoney('Target balance')]),
  opening_balance: statementMoney('Opening balance', { allowZero: true }),
  is_active: z.boolean(),
};

const chargeRules = <
  T extends z.ZodType<
    Partial<{
      kind: RecurringKind;
      schedule: RecurringSchedule;
      day_of_month: number | null;
      start_date: string;
      end_date: string | null;
      target_balance: string | null;
    }>
  >,
>(
  schema: T,
) =>
  schema
    .refine((v) => v.schedule !== 'monthly' || v.day_of_month != null, {
      path: ['day_of_month'],
      message: STATEMENT_MESSAGES.dayOfMonth,
    })
    .refine((v) => !v.end_date || !v.start_date || v.end_date >= v.start_date, {
      path: ['end_date'],
      message: STATEMENT_MESSAGES.chargeDates,
    })
    .refine((v) => v.kind !== 'escrow' || v.target_balance != null, {
      path: ['target_balance'],
      message: STATEMENT_MESSAGES.escrowTarget,
    });

export const recurringChargeCreate = chargeRules(
  z.strictObject({
    driver_id: z.number({ error: 'Driver is required' }).int().positive('Driver must be an id'),
    kind: z.enum(RECURRING_KINDS, { error: 'Kind must be charge or escrow' }).default('charge'),
    ...chargeFields,
    schedule: chargeFields.schedule.default('every_statement'),
    day_of_month: chargeFields.day_of_month.default(null),
    end_date: chargeFields.end_date.default(null),
    total_balance: chargeFields.total_balance.default(null),
    target_balance: chargeFields.target_balance.default(null),
    opening_balance: chargeFields.opening_balance.default('0'),
    is_active: chargeFields.is_active.default(true),
  }),
);
export type RecurringChargeCreate = z.input<typeof recurringChargeCreate>;

export const recurringChargeUpdate = chargeRules(
  z
    .strictObject({
      ...chargeFields,
      kind: z.enum(RECURRING_KINDS).optional(),
      version: z.number().int().positive().optional(),
    })
    .partial(),
);
export type RecurringChargeUpdate = z.input<typeof recurringChargeUpdate>;

export const recurringChargeListQuery = pagingQuery.extend({
  driver_id: z.coerce.number().int().positive('Driver must be an id').optional(),
  active_only: z.stringbool().default(false),
});

export const recurringChargeSchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  kind: z.enum(RECURRING_KINDS),
  description: z.string(),
  amount: z.string(),
  schedule: z.enum(RECURRING_SCHEDULES),
  day_of_month: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  total_balance: z.string().nullable(),
  target_balance: z.string().nullable(),
  opening_balance: z.string(),
  /** Charges: what is left to pay (null without a total). Escrow: the balance held. */
  balance: z.string().nullable(),
  is_active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecurringCharge = z.infer<typeof recurringChargeSchema>;
export const recurringChargeList = pagedList('recurring_charges', recurringChargeSchema);
