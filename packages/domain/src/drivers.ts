import { z } from 'zod';
import { dayIn, PLATFORM_TIME_ZONE } from './dates';
import {
  expiryFilter,
  licensingRegion,
  nullableId,
  nullableStateCode,
  nullableText,
  personRef,
  recordDayOrNull,
  requiredDay,
  within,
} from './fleet-fields';
import { compareDecimals, isDecimal } from './money';
import { pagedList, pagingQueryWith } from './paging';
import { countryCode, EMAIL_PATTERN, orNull, phoneText, requiredIdentifier, zipCodeText } from './text';

// ---- vocabulary ----

export const DRIVER_TYPES = ['company_driver', 'owner_operator'] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];
export const DRIVER_TYPE_LABELS: Readonly<Record<DriverType, string>> = {
  company_driver: 'Company driver',
  owner_operator: 'Owner operator',
};

export const CDL_CLASSES = ['A', 'B', 'C'] as const;
/** FMCSA endorsement letters: hazmat, tank, passenger, school bus, doubles/triples, tank + hazmat. */
export const CDL_ENDORSEMENTS = ['H', 'N', 'P', 'S', 'T', 'X'] as const;
export const CDL_ENDORSEMENT_LABELS: Readonly<Record<(typeof CDL_ENDORSEMENTS)[number], string>> = {
  H: 'Hazardous materials',
  N: 'Tank vehicle',
  P: 'Passenger',
  S: 'School bus',
  T: 'Double/triple trailers',
  X: 'Tank and hazmat',
};

/**
 * How a driver is paid (statements read it): per loaded mile, per total mile, a percentage of the
 * load's rate, or a flat amount per load. Rates are exact decimals sent and answered as strings.
 */
export const PAY_TYPES = ['per_mile_loaded', 'per_mile_total', 'percentage', 'flat_per_load'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_LABELS: Readonly<Record<PayType, string>> = {
  per_mile_loaded: 'Per loaded mile',
  per_mile_total: 'Per total mile',
  percentage: 'Percentage of load',
  flat_per_load: 'Flat per load',
};
/** Largest rate per pay type: $/mile, percent, $/load. */
export const PAY_RATE_MAX: Readonly<Record<PayType, number>> = {
  per_mile_loaded: 20,
  per_mile_total: 20,
  percentage: 100,
  flat_per_load: 100000,
};

// ---- messages ----

export const DRIVER_MESSAGES = {
  notFound: 'Driver not found',
  terminationBeforeHire: 'Termination date cannot be before the hire date',
  birthAfterHire: 'Date of birth must be before the hire date',
  ssnInvalid: 'SSN must be 9 digits',
  ssnTaken: 'A driver with this SSN already exists',
  divisionUnknown: 'Division not found',
  activated: 'Driver activated successfully',
  deactivated: 'Driver deactivated successfully',
  deleted: 'Driver deleted successfully',
  hasLoads: 'This driver has loads and cannot be deleted; deactivate the driver instead',
  hasEquipmentHistory:
    'This driver has equipment assignment history and cannot be deleted; deactivate the driver instead',
  hasDocuments:
    'This driver has documents and cannot be deleted; delete their documents first, or deactivate the driver instead',
  assignedCannotDelete:
    "This driver has equipment assigned and cannot be deleted; unassign this driver's equipment, then deactivate them instead",
  assignedCannotDeactivate: "Unassign this driver's equipment before deactivating them",
  birthInFuture: 'Date of birth cannot be in the future',
  stale: 'This driver was changed by someone else; reload and try again',
} as const;

// ---- fields ----

/** An SSN with or without dashes or spaces; only its 9 digits are kept (and never stored in clear). */
export const ssnField = z
  .string({ error: DRIVER_MESSAGES.ssnInvalid })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{9}$/.test(v), DRIVER_MESSAGES.ssnInvalid);

const decimalText = /^\d{1,6}(\.\d{1,4})?$/;
/** A rate as an exact decimal: numbers and strings are accepted, a string with up to 4 decimals is kept. */
export const payRate = z
  .union([z.string().trim(), z.number()], { error: 'Rate is required' })
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .refine((v) => v !== '', { error: 'Rate is required', abort: true })
  .refine((v) => decimalText.test(v), { error: 'Rate must be a number with at most 4 decimals', abort: true })
  .refine((v) => compareDecimals(v, '0') > 0, 'Rate must be more than 0');

export const payProfileInput = z
  .strictObject({
    pay_type: z.enum(PAY_TYPES, {
      error: 'Pay type must be per loaded mile, per total mile, percentage or flat per load',
    }),
    rate: payRate,
    effective_date: requiredDay('Effective date'),
    /** Owner operators: DEF bought on their cards is deducted with their fuel on statements. */
    deduct_def: z.boolean().default(false),
  })
  .refine((p) => !isDecimal(p.rate) || compareDecimals(p.rate, String(PAY_RATE_MAX[p.pay_type])) <= 0, {
    path: ['rate'],
    message: 'Rate is too high for this pay type',
  });
export type PayProfileInput = z.input<typeof payProfileInput>;

const nullableEmail = z
  .union([z.string().trim().max(254, 'Invalid email format'), z.null()])
  .refine((v) => !v || EMAIL_PATTERN.test(v), 'Invalid email format')
  .transform((v) => (v ? v.toLowerCase() : null));

/** The driver file's fields without defaults: what an update may send. */
const driverChanges = {
  first_name: requiredIdentifier('First name', 100, {
    ...within('First name', 100),
    required: 'First name is required',
  }),
  last_name: requiredIdentifier('Last name', 100, { ...within('Last name', 100), required: 'Last name is required' }),
  email: nullableEmail,
  phone_number: orNull(phoneText()),
  street_address: nullableText('Street address', 255),
  city: nullableText('City', 100),
  state: nullableStateCode('State'),
  zip_code: z.union([zipCodeText(), z.null()]).transform((v) => (v ? v : null)),
  country: countryCode(),
  driver_type: z.enum(DRIVER_TYPES, { error: 'Driver type must be company driver or owner operator' }),
  division_id: nullableId('Division'),
  hire_date: recordDayOrNull('Hire date'),
  termination_date: recordDayOrNull('Termination date'),
  // Against UTC's day, never behind a North American carrier's own, so no real birth date is refused.
  date_of_birth: recordDayOrNull('Date of birth').refine(
    (v) => !v || v <= dayIn(PLATFORM_TIME_ZONE),
    DRIVER_MESSAGES.birthInFuture,
  ),
  cdl_number: nullableText('CDL number', 30),
  cdl_state: licensingRegion('CDL state'),
  cdl_class: z.union([z.enum(CDL_CLASSES, { error: 'CDL class must be A, B or C' }), z.null()]),
  cdl_endorsements: z
    .array(z.enum(CDL_ENDORSEMENTS, { error: 'Endorsements must be among H, N, P, S, T and X' }))
    .max(CDL_ENDORSEMENTS.length)
    .transform((v) => [...new Set(v)].sort()),
  cdl_expiry: recordDayOrNull('CDL expiry'),
  medical_card_expiry: recordDayOrNull('Medical card expiry'),
  emergency_contact_name: nullableText('Emergency contact name', 100),
  emergency_contact_phone: orNull(phoneText('Invalid emergency contact phone format')),
  emergency_contact_relationship: nullableText('Emergency contact relationship', 50),
  /** A new pay profile; one with an effective date already kept replaces that one. */
  pay_profile: payProfileInput.nullable(),
  /** Write-only: stored as a keyed hash and its last 4 digits, never answered. */
  ssn: z.union([ssnField, z.literal('').transform(() => null), z.null()]),
  is_active: z.boolean(),
};

/** The rule across fields, shared by the form and the API (which applies it to the merged record). */
export function driverDatesProblem(d: {
  hire_date?: string | null;
  termination_date?: string | null;
  date_of_birth?: string | null;
}): { field: 'termination_date' | 'date_of_birth'; message: string } | null {
  if (d.hire_date && d.termination_date && d.termination_date < d.hire_date)
    return { field: 'termination_date', message: DRIVER_MESSAGES.terminationBeforeHire };
  if (d.hire_date && d.date_of_birth && d.date_of_birth >= d.hire_date)
    return { field: 'date_of_birth', message: DRIVER_MESSAGES.birthAfterHire };
  return null;
}

const withDateRule = <T extends z.ZodType<Parameters<typeof driverDatesProblem>[0]>>(schema: T) =>
  schema.superRefine((d, ctx) => {
    const p = driverDatesProblem(d);
    if (p) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });

export const driverFields = {
  ...driverChanges,
  email: driverChanges.email.default(null),
  phone_number: driverChanges.phone_number.default(null),
  street_address: driverChanges.street_address.default(null),
  city: driverChanges.city.default(null),
  state: driverChanges.state.default(null),
  zip_code: driverChanges.zip_code.default(null),
  country: driverChanges.country.default('US'),
  driver_type: driverChanges.driver_type.default('company_driver'),
  division_id: driverChanges.division_id.default(null),
  hire_date: driverChanges.hire_date.default(null),
  termination_date: driverChanges.termination_date.default(null),
  date_of_birth: driverChanges.date_of_birth.default(null),
  cdl_number: driverChanges.cdl_number.default(null),
  cdl_state: driverChanges.cdl_state.default(null),
  cdl_class: driverChanges.cdl_class.default(null),
  cdl_endorsements: driverChanges.cdl_endorsements.default([]),
  cdl_expiry: driverChanges.cdl_expiry.default(null),
  medical_card_expiry: driverChanges.medical_card_expiry.default(null),
  emergency_contact_name: driverChanges.emergency_contact_name.default(null),
  emergency_contact_phone: driverChanges.emergency_contact_phone.default(null),
  emergency_contact_relationship: driverChanges.emergency_contact_relationship.default(null),
  pay_profile: driverChanges.pay_profile.default(null),
  ssn: driverChanges.ssn.default(null),
  is_active: driverChanges.is_active.default(true),
};
/** The create/edit form (web): the same fields and the same date rule. */
export const driverForm = withDateRule(z.object(driverFields));
export type DriverForm = z.input<typeof driverForm>;
export const driverCreate = withDateRule(z.strictObject(driverFields));
export type DriverCreate = z.infer<typeof driverCreate>;
export const driverUpdate = withDateRule(
  z
    .strictObject({
      ...driverChanges,
      version: z.number().int().describe('The version read; a stale one is refused with 409'),
    })
    .partial(),
);
export type DriverUpdate = z.infer<typeof driverUpdate>;

// ---- answers ----

export const payProfileSchema = z.object({
  pay_type: z.enum(PAY_TYPES),
  /** Exact decimal, e.g. "0.6500" $/mile, "25.0000" percent, "350.0000" $/load. */
  rate: z.string(),
  effective_date: z.string(),
  deduct_def: z.boolean(),
});
export type PayProfile = z.infer<typeof payProfileSchema>;

export const unitRef = z.object({ id: z.number().int(), unit_number: z.string() });
export type UnitRef = z.infer<typeof unitRef>;

/** One row of the driver list: what the grid shows. */
export const driverListItem = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** "First Last", as the spec's `name`. */
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  driver_type: z.enum(DRIVER_TYPES),
  division_id: z.number().int().nullable(),
  division: z.string().nullable().describe('The division name'),
  hire_date: z.string().nullable(),
  cdl_expiry: z.string().nullable(),
  medical_card_expiry: z.string().nullable(),
  is_active: z.boolean(),
  current_truck: unitRef.nullable(),
  current_trailer: unitRef.nullable(),
  dispatchers: z.array(personRef),
});
export type DriverListItem = z.infer<typeof driverListItem>;

/** The whole driver file (never the SSN: only whether one is kept and its last 4 digits). */
export const driverSchema = driverListItem.extend({
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string(),
  termination_date: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  cdl_number: z.string().nullable(),
  cdl_state: z.string().nullable(),
  cdl_class: z.enum(CDL_CLASSES).nullable(),
  cdl_endorsements: z.array(z.enum(CDL_ENDORSEMENTS)),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  emergency_contact_relationship: z.string().nullable(),
  /** The profile in force today (else the earliest future one); null when none is kept. */
  pay_profile: payProfileSchema.nullable(),
  ssn_last4: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

export const DRIVER_SORTS = ['name', 'hire_date', 'cdl_expiry', 'medical_card_expiry', 'created_at'] as const;
export const sortOrder = z.enum(['asc', 'desc']).default('asc');

/** GET /api/drivers/ (spec 2 section 7) and the grid's sort and expiry filters. */
export const driverListQuery = pagingQueryWith({ max: 200, default: 50 }).extend({
  search: z.string().trim().max(100, 'Search must be 100 characters or less').optional(),
  division_id: z.coerce.number().int().positive('division_id must be an id').optional(),
  driver_type: z.enum(DRIVER_TYPES, { error: 'driver_type must be company_driver or owner_operator' }).optional(),
  active_only: z.stringbool().default(false),
  /** Only the drivers the caller dispatches (their dispatcher assignments). */
  assigned_only: z.stringbool().default(false),
  /** Only the drivers the caller follows in track and trace (their track-and-trace assignments). */
  followed_only: z.stringbool().default(false),
  expiry: expiryFilter.optional().describe('CDL or medical card expiring within 30 days and/or past'),
  sort: z.enum(DRIVER_SORTS).default('name'),
  order: sortOrder,
});
export type DriverListQuery = z.infer<typeof driverListQuery>;
export const driverList = pagedList('drivers', driverListItem);

export const driverStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  company_drivers: z.number().int(),
  owner_operators: z.number().int(),
  /** Active drivers without a current truck. */
  without_truck: z.number().int(),
  cdl_expiring: z.number().int(),
  cdl_expired: z.number().int(),
  medical_expiring: z.number().int(),
  medical_expired: z.number().int(),
});
export type DriverStats = z.infer<typeof driverStats>;

export const checkSsnAnswer = z.object({ exists: z.boolean() });
export const driversAssignedList = z.object({ drivers: z.array(driverListItem) });
export const driverStatusAnswer = z.object({ message: z.string(), driver: driverSchema });
