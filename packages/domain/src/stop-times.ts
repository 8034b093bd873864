import { z } from 'zod';

/**
 * When the truck arrived at a stop and left it: the late flag and detention (decision 0199).
 * Detention is the time at the stop past the company's free time; the clock starts at arrival,
 * or at the appointment's start when the truck came early (waiting for one's own slot is not
 * the shipper's delay).
 */

export const STOP_TIME_MESSAGES = {
  timeInvalid: 'Must be a date and time',
  departedBeforeArrived: 'Departure cannot be before arrival',
  departedWithoutArrival: 'Enter the arrival before the departure',
  nothingToChange: 'Send arrived_at, departed_at or both',
} as const;
const M = STOP_TIME_MESSAGES;

const instantOrNull = z
  .union([z.null(), z.literal(''), z.iso.datetime({ offset: true, error: M.timeInvalid })])
  .transform((v) => v || null);

/** PUT /api/loads/{id}/events/{eventId}/times: a field left out keeps its value, null clears it. */
export const stopTimesInput = z
  .strictObject({
    arrived_at: instantOrNull.optional().describe('When the truck arrived at the stop; null clears it'),
    departed_at: instantOrNull.optional().describe('When the truck left the stop; null clears it'),
  })
  .refine((v) => v.arrived_at !== undefined || v.departed_at !== undefined, M.nothingToChange);
export type StopTimesInput = z.input<typeof stopTimesInput>;

type Instant = string | Date | null | undefined;
const ms = (v: Instant) => (v ? new Date(v).getTime() : null);

/** Why a stop cannot have these arrival and departure times (the field named is departed_at), or null. */
export function stopTimesProblem(arrived: Instant, departed: Instant): string | null {
  const a = ms(arrived);
  const d = ms(departed);
  if (d === null) return null;
  if (a === null) return M.departedWithoutArrival;
  return d < a ? M.departedBeforeArrived : null;
}

/** Late: the truck arrived after the appointment window's end. Without an arrival or a window, not late. */
export function isArrivedLate(stop: { arrived_at: Instant; appointment_time_higher: Instant }): boolean {
  const a = ms(stop.arrived_at);
  const end = ms(stop.appointment_time_higher);
  return a !== null && end !== null && a > end;
}

/**
 * Minutes of detention at a stop: from arrival (or the appointment's start, when the truck came
 * early) to departure, less the free minutes; 0 within the free time, null until it departed.
 */
export function detentionMinutes(
  stop: { arrived_at: Instant; departed_at: Instant; appointment_time_lower?: Instant },
  freeMinutes: number,
): number | null {
  const a = ms(stop.arrived_at);
  const d = ms(stop.departed_at);
  if (a === null || d === null || d < a) return null;
  const start = Math.min(d, Math.max(a, ms(stop.appointment_time_lower) ?? a));
  const minutes = Math.floor((d - start) / 60_000);
  return Math.max(0, minutes - Math.max(0, freeMinutes));
}

/** "2h 15m", "45m": a duration for the stops timeline. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}
