import { z } from 'zod';
import { dayIn, isValidTimeZone, PLATFORM_TIME_ZONE } from './dates';
import { companyLogoAnswer } from './documents';
import { pagedList, pagingQuery } from './paging';
import { PLAN_CODES } from './plans';
import { identifierText, optionalOrNull, phoneText, requiredIdentifier, searchText } from './text';

/** The company form (spec 2 section 5), checked on every change and by the API. */
export const companyFields = {
  name: requiredIdentifier('Name', 255, { required: 'Company name is required', tooLong: 'Name too long' }),
  alias: z
    .string({ error: 'Alias is required' })
    .trim()
    .min(1, 'Alias is required')
    .max(100, 'Alias too long')
    .regex(/^[A-Za-z0-9 _-]+$/, 'Only letters, numbers, spaces, hyphens, and underscores allowed'),
  country: requiredIdentifier('Country', 100, { tooLong: 'Country name too long' }),
  address: optionalOrNull(identifierText('Address', 500, { tooLong: 'Address too long' })),
  phone_number: optionalOrNull(phoneText()),
  fax: optionalOrNull(phoneText('Invalid fax format')),
  mc_number: optionalOrNull(
    z.string().trim().max(20, 'MC number too long').regex(/^\d*$/, 'MC number must contain only digits'),
  ),
  dot_number: optionalOrNull(
    z.string().trim().max(20, 'DOT number too long').regex(/^\d*$/, 'DOT number must contain only digits'),
  ),
  active: z.boolean().default(true),
};

/** An IANA time zone the runtime knows, e.g. America/Chicago. */
export const timeZoneField = z
  .string({ error: 'Choose a time zone' })
  .trim()
  .refine(isValidTimeZone, 'Choose a time zone from the list, e.g. America/Chicago');

export const companyForm = z.object(companyFields);
export type CompanyForm = z.input<typeof companyForm>;

/** Superadmins also set the plan and the subscription's last paid day. */
export const companyCreate = z.strictObject({
  ...companyFields,
  plan: z.enum(PLAN_CODES, { error: 'Plan must be starter, growth or pro' }).nullable().optional(),
  subscription_expires_at: z.iso.date('Use a date like 2026-12-31').nullable().optional(),
  time_zone: timeZoneField.optional().describe("Left out on create: the zone of the address's US state"),
});
export const companyUpdate = companyCreate.partial();

/** The company's load workflow settings (decision 0196). */
export const DETENTION_FREE_MINUTES_MAX = 1440;
const companyWorkflowFields = {
  require_pod_for_delivery: z
    .boolean({ error: 'Require a POD to deliver must be true or false' })
    .optional()
    .describe('A load moves into a Delivered step only with an active POD document'),
  // The form's text field sends a string; left empty, the value stays as it was.
  detention_free_minutes: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: 'Free time must be a number of minutes' })
        .int('Free time must be a whole number of minutes')
        .min(0, 'Free time must be 0 minutes or more')
        .max(DETENTION_FREE_MINUTES_MAX, `Free time must be ${DETENTION_FREE_MINUTES_MAX} minutes (a day) or less`)
        .optional(),
    )
    .describe('Free time at a stop before detention counts, in minutes'),
};

/** What a company's own users may change about it. */
export const myCompanyUpdate = z.strictObject({
  name: companyFields.name.optional(),
  address: companyFields.address,
  phone_number: companyFields.phone_number,
  fax: companyFields.fax,
  mc_number: companyFields.mc_number,
  dot_number: companyFields.dot_number,
  time_zone: timeZoneField.optional(),
  ...companyWorkflowFields,
});

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alias: z.string(),
  country: z.string(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  fax: z.string().nullable(),
  mc_number: z.string().nullable(),
  dot_number: z.string().nullable(),
  active: z.boolean(),
  plan: z.string().nullable(),
  subscription_expires_at: z.string().nullable(),
  time_zone: z.string(),
  require_pod_for_delivery: z.boolean(),
  detention_free_minutes: z.number().int(),
  user_count: z.number().int(),
  created_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyListQuery = pagingQuery.extend({
  active_only: z.stringbool().default(true),
  search: searchText().optional(),
});
export const companyList = pagedList('companies', companySchema);

export const companyStats = z.object({
  company_id: z.number().int(),
  user_count: z.number().int(),
  active_user_count: z.number().int(),
  customer_count: z.number().int(),
  document_count: z.number().int(),
  division_count: z.number().int(),
  has_data: z.boolean(),
});

export const companyWithLogo = companySchema.extend({
  logo: companyLogoAnswer,
});

export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const LOGO_MAX_BYTES = 5_242_880;
export const LOGO_LINK_SECONDS = 3600;

/** A company is suspended once the day after its subscription's last paid day has begun (UTC). */
export function subscriptionLapsed(expiresAt: string | null | undefined, now = new Date()): boolean {
  return Boolean(expiresAt) && platformDay(now) > (expiresAt as string);
}

// Every signed-in request asks whether its company lapsed, and working a day out in a time zone
// is costly; a day begins on a whole minute in every time zone, so the day of a minute is kept.
let lastDay = { minute: Number.NaN, day: '' };
function platformDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: dayIn(PLATFORM_TIME_ZONE, now) };
  return lastDay.day;
}
