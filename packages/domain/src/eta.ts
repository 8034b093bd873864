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
