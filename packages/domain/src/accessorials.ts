import { z } from 'zod';
import { type Cents, compareDecimals, fromCents, isDecimal, MONEY_MESSAGES, toCents } from './money';
import { freeText, orNull } from './text';

/**
 * A load's accessorials (decision 0198): money beside the rate, each billed to the customer
 * (invoice lines, invoice amount) and/or paid to the driver (pay, statement lines), or neither
 * (kept for the record).
 */

export const ACCESSORIAL_KINDS = [
  'detention',
  'layover',
  'lumper',
  'stop_off',
  'tonu',
  'fuel_surcharge',
  'other',
] as const;
export type AccessorialKind = (typeof ACCESSORIAL_KINDS)[number];
export const ACCESSORIAL_KIND_LABELS: Readonly<Record<AccessorialKind, string>> = {
  detention: 'Detention',
  layover: 'Layover',
  lumper: 'Lumper',
  stop_off: 'Stop-off',
  tonu: 'TONU (truck ordered, not used)',
  fuel_surcharge: 'Fuel surcharge',
  other: 'Other',
};

export const ACCESSORIAL_MESSAGES = {
  notFound: 'Accessorial not found',
  kind: 'Choose the kind: detention, layover, lumper, stop-off, TONU, fuel surcharge or other',
  moreThanZero: 'Amount must be more than 0',
  /** An invoice billed the customer for it: changing it would make the invoice wrong. */
  invoiced: (invoiceNumber: number) =>
    `This accessorial is billed on invoice ${invoiceNumber}; billed accessorials cannot change once the load is invoiced`,
  paid: (invoiceNumber: number) => `Invoice ${invoiceNumber} is paid; its billed accessorials can no longer change`,
  /** Statement lines are written when the statement is generated: a change would not reach it. */
  onStatement: (statementId: number, status: string) =>
    `This load is paid to the driver on ${status} driver statement #${statementId}; accessorials paid to the driver cannot change once the load is on a statement`,
  added: 'Accessorial added',
  updated: 'Accessorial updated',
  removed: 'Accessorial removed',
} as const;

/** numeric(12,2). */
const AMOUNT_MAX = '9999999999.99';

/** An amount of money above 0 with up to 2 decimals, sent as a number or a string, kept as "12.50". */
export const accessorialAmount = z
  .union([z.string().trim(), z.number()], { error: MONEY_MESSAGES.notANumber('Amount') })
  .transform((v) => (typeof v === 'number' ? v.toString() : v))
  .refine((v) => v !== '', { error: 'Amount is required', abort: true })
  .refine((v) => isDecimal(v) && /^-?\d*(\.\d*)?$/.test(v), { error: MONEY_MESSAGES.notANumber('Amount'), abort: true })
  .refine((v) => !v.startsWith('-'), { error: ACCESSORIAL_MESSAGES.moreThanZero, abort: true })
  .refine((v) => /^\d*(\.\d{0,2})?$/.test(v), { error: MONEY_MESSAGES.twoDecimals('Amount'), abort: true })
  .refine((v) => compareDecimals(v, AMOUNT_MAX) <= 0, { error: MONEY_MESSAGES.tooLarge('Amount'), abort: true })
  .refine((v) => compareDecimals(v, '0') > 0, ACCESSORIAL_MESSAGES.moreThanZero)
  .transform((v) => fromCents(toCents(v)));

const fields = {
  kind: z.enum(ACCESSORIAL_KINDS, { error: ACCESSORIAL_MESSAGES.kind }),
  /** What it was for ("2 h at the receiver"); optional. */
  description: orNull(freeText('Description', 255, { tooLong: 'Description must be 255 characters or less' })),
  amount: accessorialAmount,
  /** Billed to the customer: an invoice line, counted in the invoice amount. */
  billed_to_customer: z.boolean({ error: 'Billed to customer must be true or false' }),
  /** Paid to the driver: a statement line, counted in driver pay. */
  paid_to_driver: z.boolean({ error: 'Paid to driver must be true or false' }),
};

/** POST /api/loads/{id}/accessorials. */
export const accessorialCreate = z.strictObject({
  ...fields,
  description: fields.description.default(null),
  billed_to_customer: fields.billed_to_customer.default(true),
  paid_to_driver: fields.paid_to_driver.default(false),
});
export type AccessorialCreate = z.input<typeof accessorialCreate>;

/** PUT /api/loads/{id}/accessorials/{accessorialId}: the fields sent change, the others stay. */
export const accessorialUpdate = z.strictObject(fields).partial();
export type AccessorialUpdate = z.input<typeof accessorialUpdate>;

export const accessorialSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  kind: z.enum(ACCESSORIAL_KINDS),
  kind_label: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  billed_to_customer: z.boolean(),
  paid_to_driver: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Accessorial = z.infer<typeof accessorialSchema>;

/** The totals of a load's accessorials: what the customer is billed and what the driver is paid. */
export const accessorialTotalsSchema = z.object({
  billed_total: z.string().describe('Sum of the accessorials billed to the customer'),
  driver_total: z.string().describe('Sum of the accessorials paid to the driver'),
});
export type AccessorialTotals = z.infer<typeof accessorialTotalsSchema>;

/** GET /api/loads/{id}/accessorials. */
export const accessorialList = accessorialTotalsSchema.extend({ accessorials: z.array(accessorialSchema) });
export type AccessorialList = z.infer<typeof accessorialList>;

type Counted = { amount: string; billed_to_customer: boolean; paid_to_driver: boolean };

/** Billed and driver-paid totals in cents, exact. */
export function accessorialTotalCents(items: readonly Counted[]): { billed: Cents; driver: Cents } {
  let billed = 0n;
  let driver = 0n;
  for (const a of items) {
    if (a.billed_to_customer) billed += toCents(a.amount);
    if (a.paid_to_driver) driver += toCents(a.amount);
  }
  return { billed, driver };
}

/** Billed and driver-paid totals as "12.50" strings. */
export function accessorialTotals(items: readonly Counted[]): AccessorialTotals {
  const t = accessorialTotalCents(items);
  return { billed_total: fromCents(t.billed), driver_total: fromCents(t.driver) };
}

/**
 * The load's margin (decision 0198): rate booked + billed accessorials − driver pay − accessorials
 * paid to the driver, exact; null until the rate booked and the driver pay are both known.
 */
export function loadMargin(
  rate: { rate_booked: string | null; rate_dispatched: string | null },
  totals: AccessorialTotals,
): string | null {
  if (rate.rate_booked === null || rate.rate_dispatched === null) return null;
  return fromCents(
    toCents(rate.rate_booked) +
      toCents(totals.billed_total) -
      toCents(rate.rate_dispatched) -
      toCents(totals.driver_total),
  );
}

/** What the customer is invoiced: the rate booked plus the billed accessorials, exact. */
export function invoiceTotalCents(rateBooked: string | null, billedTotal: string): Cents {
  return toCents(rateBooked ?? '0') + toCents(billedTotal);
}
