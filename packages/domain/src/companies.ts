import { z } from 'zod';
import { companyLogoAnswer } from './documents';
import { pagedList, pagingQuery } from './paging';
import { PLAN_CODES } from './plans';
import { hasMarkup, hasSqlMeta } from './text';

const PHONE = /^\+?[0-9\s()-]*$/;
const optional = <T extends z.ZodTypeAny>(s: T) =>
  z
    .union([s, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
const clean = (v: string) => !hasMarkup(v) && !hasSqlMeta(v);

/** The company form (spec 2 section 5), checked on every change and by the API. */
export const companyFields = {
  name: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(255, 'Name too long')
    .refine(clean, 'Name contains invalid characters'),
  alias: z
    .string({ error: 'Alias is required' })
    .trim()
    .min(1, 'Alias is required')
    .max(100, 'Alias too long')
    .regex(/^[A-Za-z0-9 _-]+$/, 'Only letters, numbers, spaces, hyphens, and underscores allowed'),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(1, 'Country is required')
    .max(100, 'Country name too long')
    .refine(clean, 'Country contains invalid characters'),
  address: optional(
    z.string().trim().max(500, 'Address too long').refine(clean, 'Address contains invalid characters'),
  ),
  phone_number: optional(z.string().trim().max(30, 'Invalid phone format').regex(PHONE, 'Invalid phone format')),
  fax: optional(z.string().trim().max(30, 'Invalid fax format').regex(PHONE, 'Invalid fax format')),
  mc_number: optional(
    z.string().trim().max(20, 'MC number too long').regex(/^\d+$/, 'MC number must contain only digits'),
  ),
  dot_number: optional(
    z.string().trim().max(20, 'DOT number too long').regex(/^\d+$/, 'DOT number must contain only digits'),
  ),
  active: z.boolean().default(true),
};

export const companyForm = z.object(companyFields);
export type CompanyForm = z.input<typeof companyForm>;

/** Superadmins also set the plan and the subscription's last paid day. */
export const companyCreate = z.strictObject({
  ...companyFields,
  plan: z.enum(PLAN_CODES, { error: 'Plan must be starter, growth or pro' }).nullable().optional(),
  subscription_expires_at: z.iso.date('Use a date like 2026-12-31').nullable().optional(),
});
export const companyUpdate = companyCreate.partial();

/** What a company's own users may change about it. */
export const myCompanyUpdate = z.strictObject({
  name: companyFields.name.optional(),
  address: companyFields.address,
  phone_number: companyFields.phone_number,
  fax: companyFields.fax,
  mc_number: companyFields.mc_number,
  dot_number: companyFields.dot_number,
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
  user_count: z.number().int(),
  created_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyListQuery = pagingQuery.extend({
  active_only: z.stringbool().default(true),
  search: z.string().trim().max(100).optional(),
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
  return Boolean(expiresAt) && now.toISOString().slice(0, 10) > (expiresAt as string);
}
