import { CHECK_CALL_MESSAGES, CHECK_CALL_REASONS, checkCallInput } from '@tms/domain';
import { z } from 'zod';

/**
 * The driver's check call as typed: a reason, its cause when delayed, a note, and where the truck
 * is (the phone's position, or a city and state typed when the phone gives none). It is checked
 * by the API's own schema, whose messages land on the fields of the same names.
 */
export const driverCheckCallForm = z
  .object({
    reason: z.enum(CHECK_CALL_REASONS, { error: CHECK_CALL_MESSAGES.reasonRequired }),
    delay_cause: z.string(),
    note: z.string(),
    use_position: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    city: z.string(),
    state: z.string(),
  })
  .transform((v, ctx) => {
    const byPosition = v.use_position && v.latitude !== null;
    const checked = checkCallInput.safeParse({
      reason: v.reason,
      delay_cause: v.reason === 'delayed' ? v.delay_cause : null,
      note: v.note,
      latitude: byPosition ? v.latitude : null,
      longitude: byPosition ? v.longitude : null,
      city: byPosition ? null : v.city,
      state: byPosition ? null : v.state,
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
export type DriverCheckCallFields = z.input<typeof driverCheckCallForm>;

export const EMPTY_CHECK_CALL: DriverCheckCallFields = {
  reason: 'on_time',
  delay_cause: '',
  note: '',
  use_position: true,
  latitude: null,
  longitude: null,
  city: '',
  state: '',
};
