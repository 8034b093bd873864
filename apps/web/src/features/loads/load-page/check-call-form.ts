import { CHECK_CALL_REASONS, type CheckCall, checkCallInput, instantAt, timeOfDayIn } from '@tms/domain';
import { z } from 'zod';

/**
 * The check call dialog's fields as typed (text boxes, a switch between a city and coordinates,
 * the ETA as a day and a time in the company's zone), turned into the API's body and checked by
 * the same schema the API uses: its messages land on the fields of the same names.
 */
export function checkCallForm(timeZone: string) {
  return z
    .object({
      use_coordinates: z.boolean(),
      city: z.string(),
      state: z.string(),
      latitude: z.string(),
      longitude: z.string(),
      eta_day: z.string(),
      eta_time: z.string(),
      reason: z.enum(CHECK_CALL_REASONS, { error: 'Please choose a reason' }),
      delay_cause: z.string(),
      note: z.string(),
    })
    .transform((v, ctx) => {
      const checked = checkCallInput.safeParse({
        city: v.use_coordinates ? null : v.city,
        state: v.use_coordinates ? null : v.state,
        latitude: v.use_coordinates ? numberOrNull(v.latitude) : null,
        longitude: v.use_coordinates ? numberOrNull(v.longitude) : null,
        eta: v.eta_day && v.eta_time ? instantAt(v.eta_day, v.eta_time, timeZone) : null,
        reason: v.reason,
        delay_cause: v.reason === 'delayed' ? v.delay_cause : null,
        note: v.note,
      });
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: issue.path[0] === 'eta' ? ['eta_day'] : issue.path,
          message: issue.message,
        });
      return z.NEVER;
    });
}
export type CheckCallFormInput = z.input<ReturnType<typeof checkCallForm>>;

/** A typed number; text that is no number stays NaN, which the schema refuses with its range message. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** An empty form, or one started from the last call (same place, reason on time). */
export function emptyCheckCall(last?: Pick<CheckCall, 'city' | 'state'> | null): CheckCallFormInput {
  return {
    use_coordinates: false,
    city: last?.city ?? '',
    state: last?.state ?? '',
    latitude: '',
    longitude: '',
    eta_day: '',
    eta_time: '',
    reason: 'on_time',
    delay_cause: '',
    note: '',
  };
}

/** "Jun 1, 2026 14:30" as its day and time fields, in the zone given. */
export const etaFields = (eta: string | null, timeZone: string) =>
  eta ? { eta_day: eta.slice(0, 10), eta_time: timeOfDayIn(eta, timeZone) } : { eta_day: '', eta_time: '' };
