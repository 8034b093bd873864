import { z } from 'zod';
import { DUTY_STATUSES, hosClocksAnswer } from './hos';
import { instantRangeQuery } from './instant-range';

/** The API's shapes around the hours-of-service engine (issue 33) beyond the engine's own. */

export const HOS_API_LIMITS = {
  /** The longest log one request answers: a month of a driver's days. */
  logMaxDays: 31,
  /** An ELD output file: a driver's 8 days are a few hundred lines; the parser's own cap is 5 MB. */
  eldFileMaxBytes: 5 * 1024 * 1024,
} as const;

export const HOS_API_MESSAGES = {
  driverNotFound: 'Driver not found',
  instantInvalid: 'Must be a date and time with its offset, such as 2026-11-02T18:00:00Z',
  rangeOrder: '"from" must be before "to"',
  rangeTooLong: `A log spans at most ${HOS_API_LIMITS.logMaxDays} days`,
  eldDriverUnmatched: (name: string, licence: string) =>
    `No driver of the company matches the file's driver ${name} (licence ${licence}): add the driver or their CDL number first`,
} as const;
const M = HOS_API_MESSAGES;

const instant = z.iso.datetime({ offset: true, error: M.instantInvalid });

/** GET /api/drivers/{id}/hos and GET /api/hos/clocks: the instant to read the clocks at (now by default). */
export const hosAtQuery = z.strictObject({ at: instant.optional() });

/** POST /api/drivers/{id}/duty-status-events: how many events were stored, and how many they replaced. */
export const dutyStatusEventsStored = z.object({ stored: z.number().int(), replaced: z.number().int() });

/** GET /api/hos/clocks: every active driver's clocks, by name. */
export const hosClocksList = z.object({
  at: z.string(),
  clocks: z.array(
    hosClocksAnswer.extend({
      driver_name: z.string(),
      short_haul: z.boolean(),
      /** The dispatchers whose desk the driver is on, for the dashboard's dispatcher filter. */
      dispatcher_ids: z.array(z.number().int()),
    }),
  ),
});
export type HosClocksList = z.infer<typeof hosClocksList>;

/** GET /api/drivers/{id}/duty-status-events: a driver's log between two instants (the last day by default). */
export const dutyLogQuery = instantRangeQuery({
  maxDays: HOS_API_LIMITS.logMaxDays,
  invalid: M.instantInvalid,
  order: M.rangeOrder,
  tooLong: M.rangeTooLong,
});

export const dutyStatusEvent = z.object({
  status: z.enum(DUTY_STATUSES),
  start: z.string(),
  location: z.string().nullable(),
  note: z.string().nullable(),
  adverse_conditions: z.boolean(),
  source: z.enum(['manual', 'eld_file', 'provider', 'demo']),
});
export type DutyStatusEvent = z.infer<typeof dutyStatusEvent>;

/** The events of the range, with the one in force when it opens (its start may lie before `from`). */
export const dutyLog = z.object({
  driver_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  events: z.array(dutyStatusEvent),
});
export type DutyLog = z.infer<typeof dutyLog>;

/** POST /api/hos/eld-files: whose log the file held, and what was stored. */
export const eldFileImported = z.object({
  driver_id: z.number().int(),
  driver_name: z.string(),
  truck_id: z.number().int().nullable(),
  period: z.object({ start: z.string(), end: z.string() }),
  events_stored: z.number().int(),
  events_replaced: z.number().int(),
  positions_stored: z.number().int(),
});
export type EldFileImported = z.infer<typeof eldFileImported>;
