import { z } from 'zod';
import { EXPIRY_WARNING_DAYS } from './fleet-fields';

/**
 * Expiry tracking: every CDL, medical card, registration and annual inspection date within 30
 * days or past. The shell's badges and the compliance dashboard read them live from the drivers
 * and units (decision 0194); the nightly job records them for the digest e-mail.
 */

export const EXPIRY_SUBJECTS = ['driver', 'truck', 'trailer'] as const;
export type ExpirySubject = (typeof EXPIRY_SUBJECTS)[number];
export const EXPIRY_KINDS = ['cdl', 'medical_card', 'registration', 'inspection'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];
export const EXPIRY_KIND_LABELS: Readonly<Record<ExpiryKind, string>> = {
  cdl: 'CDL',
  medical_card: 'Medical card',
  registration: 'Registration',
  inspection: 'Annual inspection',
};
export { EXPIRY_WARNING_DAYS };

export const expiryRecordSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(EXPIRY_SUBJECTS),
  subject_id: z.number().int(),
  /** Driver name or unit number. */
  subject_name: z.string(),
  kind: z.enum(EXPIRY_KINDS),
  expires_on: z.string(),
  state: z.enum(['expiring', 'expired']),
  days_left: z.number().int().describe('Negative once past'),
  recorded_at: z.string().describe('When the date was read (the nightly record for the digest; now for the live list)'),
});
export type ExpiryRecord = z.infer<typeof expiryRecordSchema>;

export const expiryListQuery = z.object({
  subject_type: z.enum(EXPIRY_SUBJECTS).optional(),
  state: z.enum(['expiring', 'expired']).optional(),
});
export const expiryList = z.object({ expiries: z.array(expiryRecordSchema) });

/** The shell's count badges: Drivers (CDL, medical card) and Equipment (registration, inspection). */
export const expiryCounts = z.object({
  drivers: z.object({ expiring: z.number().int(), expired: z.number().int() }),
  equipment: z.object({ expiring: z.number().int(), expired: z.number().int() }),
  recorded_at: z.string().nullable(),
});
export type ExpiryCounts = z.infer<typeof expiryCounts>;

/** Each user's opt-in to the daily digest e-mail. */
export const expiryDigestSetting = z.object({ daily_digest: z.boolean() });
export const expiryDigestUpdate = z.strictObject({
  daily_digest: z.boolean({ error: 'daily_digest must be true or false' }),
});
