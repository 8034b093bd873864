import { z } from 'zod';
import { pagedList, pagingQuery } from './paging';
import {
  countryCode,
  EMAIL_PATTERN,
  freeText,
  identifierText,
  orNull,
  phoneText,
  requiredIdentifier,
  searchText,
  zipCodeText,
} from './text';

const within = (label: string, max: number) => ({ tooLong: `${label} must be ${max} characters or less` });
// Each optional field turns '' into null before `.optional()`/`.default(null)` wrap it, so an
// update that leaves a field out keeps the stored value instead of clearing it.
const nullableIdentifier = (max: number, label: string) => orNull(identifierText(label, max, within(label, max)));
const nullableNote = (max: number, label: string) =>
  orNull(freeText(label, max, { ...within(label, max), multiline: true }));
const nullableEmail = z
  .union([z.string().trim().max(254, 'Invalid email format'), z.null()])
  .refine((v) => !v || EMAIL_PATTERN.test(v), 'Invalid email format')
  .transform((v) => (v ? v.toLowerCase() : null));
const nullableDigits = (label: string) =>
  z
    .union([
      z.string().trim().max(20, `${label} is too long`).regex(/^\d*$/, `${label} must contain only digits`),
      z.null(),
    ])
    .transform((v) => (v ? v : null));

export const CUSTOMER_SEARCH_MIN = 2;
export const CUSTOMER_SEARCH_MESSAGE = 'Type at least 2 characters to search';

/** The broker form's fields without defaults: what an update may send. */
const customerChanges = {
  name: requiredIdentifier('Name', 255, { required: 'Broker name is required', tooLong: 'Name too long' }),
  mc_number: nullableDigits('MC number'),
  dot_number: nullableDigits('DOT number'),
  email: nullableEmail,
  billing_email: nullableEmail,
  phone_number: orNull(phoneText()),
  contact_name: nullableIdentifier(100, 'Contact name'),
  street_address: nullableIdentifier(255, 'Street address'),
  city: nullableIdentifier(100, 'City'),
  state: nullableIdentifier(50, 'State'),
  zip_code: z.union([zipCodeText(), z.null()]).transform((v) => (v ? v : null)),
  country: countryCode(),
  client_ref_no: nullableIdentifier(50, 'Client reference'),
  // null first: coercion would otherwise read null as 0 days.
  payment_terms_days: z.union([
    z.null(),
    z.coerce
      .number()
      .int('Payment terms must be whole days')
      .min(0, 'Payment terms must be 0 or more')
      .max(365, 'Payment terms must be 365 days or less'),
  ]),
  has_warning: z.boolean(),
  warning_note: nullableNote(500, 'Warning note'),
  notes: nullableNote(5000, 'Notes'),
};

/** The broker form of spec 2 section 5 and the fields a carrier's accountant keeps. */
export const customerFields = {
  ...customerChanges,
  mc_number: customerChanges.mc_number.default(null),
  dot_number: customerChanges.dot_number.default(null),
  email: customerChanges.email.default(null),
  billing_email: customerChanges.billing_email.default(null),
  phone_number: customerChanges.phone_number.default(null),
  contact_name: customerChanges.contact_name.default(null),
  street_address: customerChanges.street_address.default(null),
  city: customerChanges.city.default(null),
  state: customerChanges.state.default(null),
  zip_code: customerChanges.zip_code.default(null),
  country: customerChanges.country.default('US'),
  client_ref_no: customerChanges.client_ref_no.default(null),
  payment_terms_days: customerChanges.payment_terms_days.default(null),
  has_warning: customerChanges.has_warning.default(false),
  warning_note: customerChanges.warning_note.default(null),
  notes: customerChanges.notes.default(null),
};
export const customerForm = z.object(customerFields);
export type CustomerForm = z.input<typeof customerForm>;
export const customerCreate = z.strictObject(customerFields);
export const customerUpdate = z
  .strictObject({
    ...customerChanges,
    version: z.number().int().describe('The version read; a stale one is refused with 409'),
  })
  .partial();

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mc_number: z.string().nullable(),
  dot_number: z.string().nullable(),
  email: z.string().nullable(),
  billing_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  contact_name: z.string().nullable(),
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string(),
  client_ref_no: z.string().nullable(),
  payment_terms_days: z.number().int().nullable(),
  has_warning: z.boolean(),
  warning_note: z.string().nullable(),
  notes: z.string().nullable(),
  is_deleted: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListQuery = pagingQuery.extend({
  search: searchText().optional(),
  has_warning: z.stringbool().optional(),
  include_deleted: z.stringbool().default(false),
  deleted_only: z.stringbool().default(false),
});
export const customerList = pagedList('customers', customerSchema);

export const customerQuickSearchQuery = z.object({
  q: z.string({ error: CUSTOMER_SEARCH_MESSAGE }).trim().min(CUSTOMER_SEARCH_MIN, CUSTOMER_SEARCH_MESSAGE).max(100),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const customerPick = z.object({
  id: z.number().int(),
  name: z.string(),
  mc_number: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  has_warning: z.boolean(),
  warning_note: z.string().nullable(),
});
export const customerPickList = z.object({ customers: z.array(customerPick) });

export const customerStats = z.object({
  total: z.number().int(),
  with_warning: z.number().int(),
  deleted: z.number().int(),
  added_last_30_days: z.number().int(),
});
