import { z } from 'zod';
import { pagedList, pagingQuery } from './paging';
import { EMAIL_PATTERN, freeText, isCleanIdentifier, PHONE_PATTERN, searchText } from './text';

export const FLEET_SIZES = ['1-10', '11-25', '26-50', '51-100', '100+'] as const;
export const DEMO_REQUEST_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type DemoRequestStatus = (typeof DEMO_REQUEST_STATUSES)[number];

export const HONEYPOT_MESSAGE = 'There was a technical issue. Please refresh the page and try again.';
export const DEMO_REQUEST_SUCCESS = "Demo request submitted successfully! We'll contact you within 24 hours.";

/** Name and company: 2 to 100 characters after trimming, no markup, at least one letter. */
function personOrCompany(label: 'Name' | 'Company name') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .superRefine((v, ctx) => {
      if (v.length === 0) return;
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v.length < 2) return fail(`${label} must be at least 2 characters long`);
      if (v.length > 100) return fail(`${label} must be less than 100 characters`);
      if (!isCleanIdentifier(v)) return fail(`${label} contains invalid characters`);
      if (!/\p{L}/u.test(v)) return fail(`${label} must contain at least one letter`);
    });
}

const phone = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (!v) return;
    const digits = v.replace(/\D/g, '').length;
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (digits < 10) return fail('Phone number must contain at least 10 digits');
    if (digits > 15) return fail('Phone number must contain no more than 15 digits');
    if (v.length < 10 || v.length > 20 || !PHONE_PATTERN.test(v)) return fail('Please enter a valid phone number');
  });

/** The demo form and POST /api/demo-requests/ share these rules and messages (spec 1 section 5). */
export const demoRequestFields = {
  name: personOrCompany('Name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email address is too long')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address')
    .transform((v) => v.toLowerCase()),
  company: personOrCompany('Company name'),
  phone: phone.optional(),
  fleet_size: z
    .union([z.literal(''), z.enum(FLEET_SIZES, { error: 'Please select a valid fleet size' })], {
      error: 'Please select a valid fleet size',
    })
    .optional(),
};

export const demoRequestForm = z.object(demoRequestFields);
export type DemoRequestForm = z.input<typeof demoRequestForm>;

export const demoRequestBody = z.strictObject({
  ...demoRequestFields,
  /** Hidden field people never fill in; bots do. */
  website: z.string().max(500).optional(),
});

export const demoRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  fleet_size: z.string().nullable(),
  status: z.enum(DEMO_REQUEST_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

export const demoRequestListQuery = pagingQuery.extend({
  status: z.enum(DEMO_REQUEST_STATUSES).optional(),
  date_from: z.iso.date('Use a date like 2026-01-31').optional(),
  date_to: z.iso.date('Use a date like 2026-01-31').optional(),
  search: searchText().optional(),
});

export const demoRequestList = pagedList('demo_requests', demoRequestSchema);

export const demoRequestUpdate = z.strictObject({
  status: z.enum(DEMO_REQUEST_STATUSES, { error: 'Status must be new, contacted, qualified or closed' }).optional(),
  notes: freeText('Notes', 2000, {
    multiline: true,
    tooLong: 'Notes must be 2000 characters or less',
    invalid: 'Notes contain invalid characters',
  })
    .nullable()
    .optional(),
});
