import { z } from 'zod';
import { freeText, identifierText, orNull } from './text';

/** Shared field builders of the fleet contracts (drivers, trucks, trailers, assignments). */

export const within = (label: string, max: number) => ({ tooLong: `${label} must be ${max} characters or less` });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar day, YYYY-MM-DD; '' and null become null. */
export const dayOrNull = (label: string) =>
  z
    .union([z.literal(''), z.null(), z.string().trim().regex(DAY, `${label} must be a date (YYYY-MM-DD)`)])
    .refine((v) => !v || isRealDay(v), `${label} is not a real date`)
    .transform((v) => (v ? v : null));

/** Days of a fleet record (hire, birth, licence and unit expiries): outside them a date is a typing slip such as 0001-01-01. */
export const RECORD_DAYS = { from: '1900-01-01', to: '2100-12-31' } as const;

/** A fleet record's optional day, within `RECORD_DAYS`. */
export const recordDayOrNull = (label: string) =>
  dayOrNull(label).refine(
    (v) => !v || (v >= RECORD_DAYS.from && v <= RECORD_DAYS.to),
    `${label} must be between 1900 and 2100`,
  );

/** A required calendar day. */
export const requiredDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(DAY, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isRealDay, `${label} is not a real date`);

/** An optional identifier-like text: '' and null become null. */
export const nullableText = (label: string, max: number) => orNull(identifierText(label, max, within(label, max)));

/** Optional free text over several lines. */
export const nullableNote = (label: string, max: number) =>
  orNull(freeText(label, max, { ...within(label, max), multiline: true }));

/** A reference to another record of the company: a positive id or null. */
export const nullableId = (label: string) =>
  z.union([
    z.null(),
    z
      .number({ error: `${label} must be an id` })
      .int(`${label} must be an id`)
      .positive(`${label} must be an id`),
  ]);

/** A required reference to another record of the company. */
export const requiredId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be an id`)
    .positive(`${label} must be an id`);

/** A two-letter US state or Canadian province code, upper-cased. */
export const nullableStateCode = (label: string) =>
  z
    .union([
      z.literal(''),
      z.null(),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, `${label} must be a two-letter code`),
    ])
    .transform((v) => (v ? v : null));

/**
 * Where a CDL or a plate is issued: the US states, DC and territories, and Canada's provinces and
 * territories, by their postal codes. Mexico's are left out: their codes are not two letters.
 */
export const LICENSING_REGIONS: ReadonlySet<string> = new Set([
  ...'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
  ...'AS GU MP PR VI'.split(' '),
  ...'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '),
]);

/** A CDL's or a plate's state: a US state or territory or a Canadian province, as `nullableStateCode` reads it. */
export const licensingRegion = (label: string) =>
  nullableStateCode(label).refine(
    (v) => v === null || LICENSING_REGIONS.has(v),
    `${label} must be a US state or Canadian province code, such as TX or ON`,
  );

/** The server's answer for a short reference to a person. */
export const personRef = z.object({ id: z.number().int(), full_name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

/** Days ahead that count as "expiring" (the chips, the badges and the nightly job agree on it). */
export const EXPIRY_WARNING_DAYS = 30;

/** How a date compares to today: ok, expiring within 30 days, or expired (past). */
export const EXPIRY_STATES = ['ok', 'expiring', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/** The state of an expiry date seen on `today` (both YYYY-MM-DD). */
export function expiryState(
  expiresOn: string | null,
  today: string,
  warningDays = EXPIRY_WARNING_DAYS,
): ExpiryState | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return 'expired';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + warningDays);
  return expiresOn <= limit.toISOString().slice(0, 10) ? 'expiring' : 'ok';
}

/** Filter for lists by the state of the expiry dates. */
export const expiryFilter = z.enum(['expiring', 'expired', 'expiring_or_expired']);
