import { z } from 'zod';
import { statementMoney } from './driver-statements';
import { dayOrNull, personRef } from './fleet-fields';
import { EMAIL_PATTERN, freeText, identifierText, optionalOrNull } from './text';

/**
 * Factoring (issue 37, decision 0222): the company's factoring company, and submissions of
 * invoiced loads to it: a schedule of accounts with each load's packet, through the outbox.
 */

/** The documents of a load's packet, in the order the factoring company reads them. */
export const FACTORING_PACKET_PARTS = ['invoice', 'rate_confirmation', 'bol', 'pod'] as const;
export type FactoringPacketPart = (typeof FACTORING_PACKET_PARTS)[number];
export const FACTORING_PACKET_LABELS: Readonly<Record<FactoringPacketPart, string>> = {
  invoice: 'Invoice',
  rate_confirmation: 'Rate confirmation',
  bol: 'BOL',
  pod: 'POD',
};

export const FACTORING_LIMITS = {
  loadsPerSubmission: 100,
  /** What one e-mail carries: most mail servers refuse 25 MB, and base64 adds a third. */
  attachmentBytes: 18 * 1024 * 1024,
} as const;

export const FACTORING_MESSAGES = {
  nameRequired: "Enter the factoring company's name",
  emailRequired: "Enter the factoring company's e-mail address",
  emailInvalid: 'Enter an e-mail address such as schedules@factor.example',
  remitRequired: 'Enter the address the factoring company is paid at',
  noticeRequired: 'Enter the notice of assignment printed on invoices',
  off: "Factoring is off: turn it on in Settings and enter the factoring company's name, e-mail, remit-to address and notice of assignment",
  loadsRequired: 'Choose at least one load',
  tooManyLoads: `Submit at most ${FACTORING_LIMITS.loadsPerSubmission} loads at once`,
  loadTwice: 'A load is listed twice',
  loadNotFound: 'Load not found',
  notInvoiced: (load: string) => `Load ${load} is not invoiced: generate its invoice before submitting it`,
  paid: (load: string) => `Load ${load} is paid already: only open invoices are factored`,
  noInvoiceDocument: (load: string) => `Load ${load} has no invoice document: generate its invoice again`,
  outdated: (load: string) =>
    `Load ${load}'s invoice no longer bills what the load bills: generate its invoice again before submitting it`,
  submitted: (load: string, number: number) => `Load ${load} was already submitted to factoring (schedule ${number})`,
  tooLarge: (mb: number) =>
    `The schedule and packets come to ${mb} MB, more than one e-mail carries: submit fewer loads at once`,
  submissionNotFound: 'Factoring submission not found',
  amountWithoutDay: (what: string) => `Enter the day the ${what} was paid`,
  dayWithoutAmount: (what: string) => `Enter the ${what} received`,
  overTotal: "The advance and the reserve together cannot be more than the invoices' total",
  paidBeforeSubmission: 'The day paid cannot be before the day of the submission',
  paidInFuture: 'The day paid cannot be in the future',
  saved: 'Factoring settings saved',
  paymentsSaved: 'Advance and reserve recorded',
} as const;
const M = FACTORING_MESSAGES;

/** A notice of assignment as factoring agreements usually word it, offered when the field is empty. */
export const factoringNoticeTemplate = (factor: string) =>
  `NOTICE OF ASSIGNMENT: This account has been assigned and must be paid only to ${factor || '[factoring company]'} at the remit-to address on this invoice. Payment to any other party does not discharge the debt. Report any claim or offset to ${factor || 'them'} at once.`;

const factorEmail = z
  .string()
  .trim()
  .max(254, 'E-mail address is too long')
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), M.emailInvalid);

/** PUT /api/accounting/factoring/settings: while factoring is on, every field is required. */
export const factoringSettingsUpdate = z
  .strictObject({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    name: optionalOrNull(identifierText('Factoring company name', 255)),
    // Lower-cased after the check, so a refusal names the field's own problem.
    email: optionalOrNull(factorEmail).transform((v) => v?.toLowerCase() ?? null),
    remit_to: optionalOrNull(freeText('Remit-to address', 500, { multiline: true })),
    notice: optionalOrNull(freeText('Notice of assignment', 2000, { multiline: true })),
  })
  .superRefine((s, ctx) => {
    if (!s.enabled) return;
    const required = [
      ['name', M.nameRequired],
      ['email', M.emailRequired],
      ['remit_to', M.remitRequired],
      ['notice', M.noticeRequired],
    ] as const;
    for (const [field, message] of required) if (!s[field]) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type FactoringSettingsInput = z.input<typeof factoringSettingsUpdate>;
export type FactoringSettingsUpdate = z.output<typeof factoringSettingsUpdate>;

export const factoringSettings = z.object({
  enabled: z
    .boolean()
    .describe('While on, invoices print the notice and the remit-to below, and loads may be submitted'),
  name: z.string().nullable(),
  email: z.string().nullable().describe('Where schedules of accounts and packets are sent'),
  remit_to: z.string().nullable().describe('Printed as the remit-to address of invoices while factoring is on'),
  notice: z.string().nullable().describe('The notice of assignment printed on invoices while factoring is on'),
  updated_at: z.string().nullable(),
});
export type FactoringSettings = z.infer<typeof factoringSettings>;

/** POST /api/accounting/factoring/submissions. */
export const factoringSubmissionCreate = z.strictObject({
  load_ids: z
    .array(z.number({ error: 'Each load is named by its id' }).int().positive(), { error: M.loadsRequired })
    .min(1, M.loadsRequired)
    .max(FACTORING_LIMITS.loadsPerSubmission, M.tooManyLoads)
    .refine((ids) => new Set(ids).size === ids.length, M.loadTwice),
});
export type FactoringSubmissionCreate = z.infer<typeof factoringSubmissionCreate>;

export const factoringSubmissionLoad = z.object({
  load_id: z.number().int(),
  load_number: z.string(),
  invoice_number: z.number().int(),
  invoice_date: z.string(),
  customer_name: z.string().describe('The debtor'),
  amount: z.string().describe('What the invoice bills, exact, 2 places'),
  missing_documents: z
    .array(z.enum(FACTORING_PACKET_PARTS))
    .describe("Parts the load's packet lacks: the load had no such active document"),
});
export type FactoringSubmissionLoad = z.infer<typeof factoringSubmissionLoad>;

export const factoringSubmission = z.object({
  id: z.number().int(),
  number: z.number().int().describe("The schedule's number, counted per company from 1"),
  submitted_at: z.string(),
  submitted_by: personRef.nullable(),
  factor_name: z.string(),
  sent_to: z.string().describe('The e-mail address the schedule and packets went to'),
  loads: z.array(factoringSubmissionLoad),
  total: z.string().describe('What the invoices bill together, exact'),
  advance_amount: z.string().nullable(),
  advance_paid_on: z.string().nullable(),
  reserve_amount: z.string().nullable(),
  reserve_paid_on: z.string().nullable(),
  fee: z
    .string()
    .nullable()
    .describe('The total less the advance and the reserve, once both are recorded: what the factoring cost'),
});
export type FactoringSubmission = z.infer<typeof factoringSubmission>;
export const factoringSubmissionList = z.object({ submissions: z.array(factoringSubmission) });
export type FactoringSubmissionList = z.infer<typeof factoringSubmissionList>;

const paidPair = (amount: string | null, day: string | null, what: string, ctx: z.RefinementCtx, key: string) => {
  if (amount !== null && day === null)
    ctx.addIssue({ code: 'custom', path: [`${key}_paid_on`], message: M.amountWithoutDay(what) });
  if (amount === null && day !== null)
    ctx.addIssue({ code: 'custom', path: [`${key}_amount`], message: M.dayWithoutAmount(what) });
};
const paidAmount = (label: string) =>
  z
    .preprocess((v) => (v === '' ? null : v), statementMoney(label, { allowZero: true }).nullable().optional())
    .transform((v) => v ?? null);
const paidDay = (label: string) =>
  dayOrNull(label)
    .optional()
    .transform((v) => v ?? null);

/**
 * PUT /api/accounting/factoring/submissions/{id}/payments: the advance and the reserve as paid,
 * each an amount with its day; a pair left empty is not (or no longer) paid.
 */
export const factoringPayments = z
  .strictObject({
    advance_amount: paidAmount('Advance'),
    advance_paid_on: paidDay('Advance paid on'),
    reserve_amount: paidAmount('Reserve'),
    reserve_paid_on: paidDay('Reserve paid on'),
  })
  .superRefine((p, ctx) => {
    paidPair(p.advance_amount, p.advance_paid_on, 'advance', ctx, 'advance');
    paidPair(p.reserve_amount, p.reserve_paid_on, 'reserve', ctx, 'reserve');
  });
export type FactoringPaymentsInput = z.input<typeof factoringPayments>;
export type FactoringPayments = z.output<typeof factoringPayments>;

/**
 * Whether a Load Accounting row may be submitted to factoring, as the API decides it: invoiced,
 * open, never submitted, and its invoice billing what the load bills.
 */
export function isFactorable(l: {
  invoice_number: number | null;
  paid_date: string | null;
  invoice_outdated: boolean;
  factoring_submission_number: number | null;
}): boolean {
  return (
    l.invoice_number !== null && l.paid_date === null && !l.invoice_outdated && l.factoring_submission_number === null
  );
}
