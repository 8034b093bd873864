import { z } from 'zod';
import { EMAIL_PATTERN } from './text';

/**
 * Tracking links for the customer (issue 34): a long random token that opens one load's public
 * page without signing in, until it expires or is revoked. Only the token's hash is stored.
 */

export const TRACKING_LINK_LIMITS = {
  hoursMin: 1,
  hoursMax: 720,
  hoursDefault: 72,
  /** Public page views per address and minute: a page refreshes, a script walking tokens does not get far. */
  viewsPerMinute: 60,
} as const;
const L = TRACKING_LINK_LIMITS;

export const TRACKING_LINK_MESSAGES = {
  hoursRange: `The link must last between ${L.hoursMin} and ${L.hoursMax} hours`,
  emailInvalid: 'Please enter a valid email address',
  linkNotFound: 'Tracking link not found',
  /** The public page's answer for an unknown, revoked or expired token alike. */
  trackingNotFound: 'This tracking link does not exist or has expired',
  tooManyViews: 'Too many tracking requests from your network. Please try again in a minute.',
} as const;
const M = TRACKING_LINK_MESSAGES;

/** POST /api/loads/{id}/tracking-links: how long the link lasts, and whom to e-mail it to. */
export const trackingLinkInput = z.strictObject({
  expires_in_hours: z
    .number({ error: M.hoursRange })
    .int(M.hoursRange)
    .min(L.hoursMin, M.hoursRange)
    .max(L.hoursMax, M.hoursRange)
    .default(L.hoursDefault),
  email: z
    .union([z.literal(''), z.null(), z.string().trim().max(254, M.emailInvalid).regex(EMAIL_PATTERN, M.emailInvalid)])
    .transform((v) => v?.toLowerCase() || null)
    .optional()
    .describe('Sends the link to this address through the outbox'),
});
export type TrackingLinkInput = z.input<typeof trackingLinkInput>;

/** The 201 answer: the only time the token is shown. */
export const trackingLinkCreated = z.object({
  id: z.number().int(),
  url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export type TrackingLinkCreated = z.infer<typeof trackingLinkCreated>;

/** A link as the load page lists it: never its token. */
export const trackingLinkSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  email: z.string().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** Neither expired nor revoked. */
  active: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  last_viewed_at: z.string().nullable(),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

export const trackingLinkList = z.object({ tracking_links: z.array(trackingLinkSchema) });
export type TrackingLinkList = z.infer<typeof trackingLinkList>;

/** The public token: base64url of 32 random bytes; an unknown one of any shape answers 404. */
export const trackingTokenParams = z.object({ token: z.string().max(200) });

/**
 * GET /api/public/tracking/{token}: everything the customer sees, and nothing else (no driver,
 * money, documents or other loads). Strict, so a key added by mistake fails the answer's check.
 */
export const publicTracking = z.strictObject({
  load_number: z.string(),
  status: z.string(),
  stops: z.array(
    z.strictObject({
      event_type: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      appointment_time_lower: z.string().nullable(),
      appointment_time_higher: z.string().nullable(),
      completed_at: z.string().nullable(),
    }),
  ),
  position: z.strictObject({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  eta: z.string().nullable(),
  carrier: z.strictObject({ name: z.string(), phone: z.string().nullable() }),
});
export type PublicTracking = z.infer<typeof publicTracking>;
