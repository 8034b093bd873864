import { z } from 'zod';

/**
 * Where each load on the road stands against its next appointment (issue 34). The ETA is the last
 * position plus the remaining miles to the next stop at ETA_PLANNING_MPH, with a 10-hour reset
 * added when the driver's drive time (hours of service) runs out before arrival.
 */
export const ETA_STATES = ['on_time', 'at_risk', 'late', 'no_signal'] as const;
export type EtaState = (typeof ETA_STATES)[number];

/** No position for this long: the truck is shown as without signal, whatever its ETA was. */
export const NO_SIGNAL_MINUTES = 30;

export const loadEta = z.object({
  load_id: z.number().int(),
  load_number: z.string(),
  truck_id: z.number().int().nullable(),
  unit_number: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  /** The next stop not yet completed. */
  next_stop: z
    .object({
      id: z.number().int(),
      event_type: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      appointment_time_lower: z.string().nullable(),
      appointment_time_higher: z.string().nullable(),
    })
    .nullable(),
  position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  eta: z.string().nullable(),
  remaining_miles: z.number().nullable(),
  /** Whether the ETA includes a 10-hour reset because the driver's hours run out on the way. */
  includes_reset: z.boolean(),
  state: z.enum(ETA_STATES),
});
export type LoadEta = z.infer<typeof loadEta>;

/** GET /api/tracking/etas: every load on the road the caller may see. */
export const loadEtaList = z.object({ etas: z.array(loadEta) });
export type LoadEtaList = z.infer<typeof loadEtaList>;

/**
 * The planning speed of an ETA, in miles per hour: the same 50 mph the hours-of-service trip check
 * plans loads with (`TRIP_PLANNING_MPH`), an average over a day's driving that already counts the
 * slower miles (towns, fuel stops, traffic, the 30-minute break) below the 60 to 65 mph a truck
 * holds on the interstate. The remaining miles are a great-circle estimate times the road factor.
 */
export const ETA_PLANNING_MPH = 50;

/** The workflow steps of a load on the road: it has a driver with a truck and is not delivered yet. */
export const ON_THE_ROAD_STAGES = ['dispatched', 'in_transit'] as const;

/** Driving a driver has after a 10-hour reset, and the reset itself (49 CFR 395.3). */
const DRIVE_AFTER_RESET_MINUTES = 11 * 60;
const RESET_MINUTES = 10 * 60;
const MINUTE_MS = 60_000;

export type EtaInput = {
  /** When the truck last reported; null when it never did. */
  position: { at: string | Date } | null;
  /** The appointment window of the next stop; null when no stop is left. */
  nextStop: { appointment_time_lower: string | Date | null; appointment_time_higher: string | Date | null } | null;
  /** Estimated road miles from the last position to the next stop; null when either place is unknown. */
  remainingMiles: number | null;
  /**
   * Minutes the driver may still drive before a 10-hour rest (the least of the 11-hour and 14-hour
   * clocks); null when unknown, read as a driver starting a fresh day.
   */
  driveRemainingMinutes: number | null;
  now: Date;
};

export type EtaResult = Pick<LoadEta, 'eta' | 'includes_reset' | 'state'> & { resets: number };

const instant = (v: string | Date | null | undefined) => (v === null || v === undefined ? null : new Date(v).getTime());

/** How many 10-hour resets `driveMinutes` of driving needs when the driver has `available` minutes today. */
export function resetsNeeded(driveMinutes: number, available: number | null): number {
  const today = Math.max(0, available ?? DRIVE_AFTER_RESET_MINUTES);
  return driveMinutes <= today ? 0 : Math.ceil((driveMinutes - today) / DRIVE_AFTER_RESET_MINUTES);
}

/**
 * Where a load on the road stands against its next appointment (issue 34). The ETA starts at the
 * last position, or now when that is later (a truck does not arrive in the past), adds the remaining
 * miles at ETA_PLANNING_MPH, and a 10-hour reset when the driver's drive time runs out before
 * arrival (and another per further 11 hours of driving). The state, first that holds: late when the
 * ETA (or now) is past the window's end (its later bound, else its only one); at risk when the ETA
 * is past the window's start; no signal when the last position is older than NO_SIGNAL_MINUTES (or
 * there is none); else on time.
 */
export function etaFor(input: EtaInput): EtaResult {
  const now = input.now.getTime();
  const seen = instant(input.position?.at);
  let eta: number | null = null;
  let resets = 0;
  if (seen !== null && input.nextStop && input.remainingMiles !== null) {
    const driveMinutes = (Math.max(0, input.remainingMiles) / ETA_PLANNING_MPH) * 60;
    resets = resetsNeeded(driveMinutes, input.driveRemainingMinutes);
    // Up to the whole minute: an ETA is read to the minute, and its state judged on what is shown.
    eta =
      Math.ceil((Math.max(seen, now) + (driveMinutes + resets * RESET_MINUTES) * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  }
  return {
    eta: eta === null ? null : new Date(eta).toISOString(),
    includes_reset: resets > 0,
    resets,
    state: stateOf(input, now, seen, eta),
  };
}

function stateOf(input: EtaInput, now: number, seen: number | null, eta: number | null): EtaState {
  const lower = instant(input.nextStop?.appointment_time_lower);
  const end = instant(input.nextStop?.appointment_time_higher) ?? lower;
  const arrival = Math.max(eta ?? now, now);
  if (end !== null && arrival > end) return 'late';
  if (lower !== null && eta !== null && eta > lower) return 'at_risk';
  if (seen === null || now - seen > NO_SIGNAL_MINUTES * MINUTE_MS) return 'no_signal';
  return 'on_time';
}

/** GET /api/tracking/etas: one load's ETA (`load_id`), or every load on the road the caller may see. */
export const loadEtaQuery = z.strictObject({
  load_id: z.coerce
    .number({ error: 'Load must be a number' })
    .int('Load must be a whole number')
    .positive('Load must be a positive number')
    .optional(),
});
export type LoadEtaQuery = z.infer<typeof loadEtaQuery>;

/** How an ETA's state reads on the board and the load page. */
export const ETA_STATE_LABELS: Readonly<Record<EtaState, string>> = {
  on_time: 'On time',
  at_risk: 'At risk',
  late: 'Late',
  no_signal: 'No signal',
};
