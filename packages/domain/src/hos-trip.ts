import { z } from 'zod';
import { type DutyEvent, type HosClocks, type HosOptions, hosClocks } from './hos';
import { formatMinutes } from './stop-times';

/**
 * Whether a driver has the hours a load needs (issue 33): a warning for the dispatcher, never a
 * block. The driving a load needs is its loaded miles at 50 mph; what the driver has is read at the
 * first pickup's appointment, as if they rested from now until then. A load of one shift's driving
 * (11 hours or less) needs it within that shift's clocks; a longer one rests along the way, so only
 * the 60/70-hour cycle bounds it.
 */

/** The planning speed: loaded miles over it give the hours of driving a load needs. */
export const TRIP_PLANNING_MPH = 50;
const ONE_SHIFT_MINUTES = 11 * 60;

export const tripDrivingMinutes = (loadedMiles: number) => Math.ceil((loadedMiles / TRIP_PLANNING_MPH) * 60);

/** The minutes of driving the clocks allow for a trip needing `needed` minutes. */
export function availableForTrip(
  clocks: Pick<HosClocks, 'drive_remaining_minutes' | 'shift_remaining_minutes' | 'cycle_remaining_minutes'>,
  needed: number,
) {
  return needed <= ONE_SHIFT_MINUTES
    ? Math.min(clocks.drive_remaining_minutes, clocks.shift_remaining_minutes, clocks.cycle_remaining_minutes)
    : clocks.cycle_remaining_minutes;
}

/** The clocks at `pickupAt` if the driver rests from `now` on (a pickup already due reads them now). */
export function clocksAtPickup(events: readonly DutyEvent[], now: Date, pickupAt: Date, options: HosOptions) {
  if (pickupAt <= now) return hosClocks(events, now, options);
  const before = events.filter((e) => e.start <= now);
  const resting = before.at(-1)?.status === 'off_duty' || before.at(-1)?.status === 'sleeper_berth';
  return hosClocks(resting ? before : [...before, { status: 'off_duty', start: now }], pickupAt, options);
}

export const tripWarning = (needed: number, available: number) =>
  needed > available
    ? `The load needs ${formatMinutes(needed)} of driving at ${TRIP_PLANNING_MPH} mph; the driver has ${formatMinutes(available)} by the pickup`
    : null;

/** GET /api/drivers/{id}/hos/trip-check. */
export const tripCheckQuery = z.strictObject({
  miles: z.coerce
    .number({ error: 'Loaded miles must be a number' })
    .min(0, 'Loaded miles cannot be negative')
    .max(10_000, 'Loaded miles must be at most 10,000'),
  pickup_at: z.iso.datetime({ offset: true, error: 'Pickup must be a date and time with its offset' }).optional(),
});

export const tripCheck = z.object({
  driver_id: z.number().int(),
  pickup_at: z.string(),
  needed_minutes: z.number().int(),
  available_minutes: z.number().int(),
  enough: z.boolean(),
  warning: z.string().nullable(),
});
export type TripCheck = z.infer<typeof tripCheck>;

/** POST /api/loads/{id}/hos-warning: whether the load's history now holds a warning, and its text. */
export const tripWarningRecorded = z.object({ recorded: z.boolean(), warning: z.string().nullable() });
