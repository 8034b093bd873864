import { z } from 'zod';
import { US_STATE_TIME_ZONES } from './dates';
import { nullableNote, nullableText } from './fleet-fields';

/**
 * Structured check calls (decision 0199): where the truck is (a city and state, or coordinates),
 * its ETA to the next stop, why the call was made and a note. The newest one shows on the board
 * and in Track & Trace.
 */

export const CHECK_CALL_REASONS = ['on_time', 'delayed', 'arrived', 'departed', 'breakdown'] as const;
export type CheckCallReason = (typeof CHECK_CALL_REASONS)[number];

export const CHECK_CALL_REASON_LABELS: Readonly<Record<CheckCallReason, string>> = {
  on_time: 'On time',
  delayed: 'Delayed',
  arrived: 'Arrived',
  departed: 'Departed',
  breakdown: 'Breakdown',
};

export const CHECK_CALL_LIMITS = { delayCauseMax: 255, noteMax: 2000, cityMax: 100 } as const;

export const CHECK_CALL_MESSAGES = {
  reasonRequired: 'Please choose a reason',
  delayCauseRequired: 'Please say what delays the truck',
  locationRequired: 'Enter a city and state, or coordinates',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateUnknown: 'State must be a US state code, such as TX',
  latitudeRequired: 'Latitude is required',
  longitudeRequired: 'Longitude is required',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  etaInvalid: 'ETA must be a date and time',
  checkCallNotFound: 'Check call not found',
  checkCallNotYours: 'Only its author or a manager can delete a check call',
} as const;
const M = CHECK_CALL_MESSAGES;

/** A US state, DC or a territory, by its postal code. */
export const isUsStateCode = (v: string) => Object.hasOwn(US_STATE_TIME_ZONES, v);

const stateCode = z.union([z.literal(''), z.null(), z.string().trim().toUpperCase()]).transform((v) => v || null);

const coordinate = (range: string, max: number) =>
  z.union([z.null(), z.number({ error: range }).min(-max, range).max(max, range)], { error: range });

const etaField = z
  .union([z.null(), z.literal(''), z.iso.datetime({ offset: true, error: M.etaInvalid })])
  .transform((v) => v || null);

/** POST /api/loads/{id}/check-calls: a place (city and state, or coordinates), ETA, reason, cause and note. */
export const checkCallInput = z
  .strictObject({
    city: nullableText('City', CHECK_CALL_LIMITS.cityMax).default(null),
    state: stateCode.default(null),
    latitude: coordinate(M.latitudeRange, 90).default(null),
    longitude: coordinate(M.longitudeRange, 180).default(null),
    eta: etaField.default(null).describe('The ETA to the next stop, an ISO date and time with its offset'),
    reason: z.enum(CHECK_CALL_REASONS, { error: M.reasonRequired }),
    delay_cause: nullableText('Delay cause', CHECK_CALL_LIMITS.delayCauseMax).default(null),
    note: nullableNote('Note', CHECK_CALL_LIMITS.noteMax).default(null),
  })
  .superRefine((v, ctx) => {
    for (const p of checkCallProblems(v)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });
export type CheckCallInput = z.input<typeof checkCallInput>;

type PlaceFields = {
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  reason: CheckCallReason;
  delay_cause: string | null;
};

/**
 * What is wrong with a check call beyond each field's own rules: a place is a city with a US
 * state, or a latitude with a longitude; a delay needs its cause.
 */
export function checkCallProblems(v: PlaceFields): { field: keyof PlaceFields; message: string }[] {
  const out: { field: keyof PlaceFields; message: string }[] = [];
  const byCoordinates = v.latitude !== null || v.longitude !== null;
  const byCity = v.city !== null || v.state !== null;
  if (!byCoordinates && !byCity) out.push({ field: 'city', message: M.locationRequired });
  if (byCity && !byCoordinates) {
    if (v.city === null) out.push({ field: 'city', message: M.cityRequired });
    if (v.state === null) out.push({ field: 'state', message: M.stateRequired });
  }
  if (v.state !== null && !isUsStateCode(v.state)) out.push({ field: 'state', message: M.stateUnknown });
  if (byCoordinates) {
    if (v.latitude === null) out.push({ field: 'latitude', message: M.latitudeRequired });
    if (v.longitude === null) out.push({ field: 'longitude', message: M.longitudeRequired });
  }
  if (v.reason === 'delayed' && !v.delay_cause) out.push({ field: 'delay_cause', message: M.delayCauseRequired });
  return out;
}

export const checkCallSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  eta: z.string().nullable(),
  reason: z.enum(CHECK_CALL_REASONS),
  delay_cause: z.string().nullable(),
  note: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  /** The caller wrote it, or may delete any load's check calls (managers). */
  can_delete: z.boolean(),
  created_at: z.string(),
});
export type CheckCall = z.infer<typeof checkCallSchema>;

/** GET /api/loads/{id}/check-calls: newest first. */
export const checkCallList = z.object({ check_calls: z.array(checkCallSchema) });

/** The newest check call of a load, as the board's rows and Track & Trace's stops carry it. */
export const lastCheckCallSchema = z
  .object({
    reason: z.enum(CHECK_CALL_REASONS),
    city: z.string().nullable(),
    state: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    eta: z.string().nullable(),
    created_at: z.string(),
  })
  .nullable();
export type LastCheckCall = z.infer<typeof lastCheckCallSchema>;

/** "Amarillo, TX", or the coordinates when the call gave no city. */
export function checkCallPlace(c: {
  city: string | null;
  state: string | null;
  latitude?: number | null;
  longitude?: number | null;
}): string {
  if (c.city || c.state) return [c.city, c.state].filter(Boolean).join(', ');
  if (c.latitude != null && c.longitude != null) return `${c.latitude.toFixed(4)}, ${c.longitude.toFixed(4)}`;
  return 'Coordinates';
}

/** "3 min ago", "2h ago", "4d ago": how long ago a call came, for one line on the board. */
export function agoText(at: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** "Delayed · Amarillo, TX · 2h ago": the board's and Track & Trace's line for the last check call. */
export function lastCheckCallLine(c: NonNullable<LastCheckCall>, now: Date = new Date()): string {
  return [CHECK_CALL_REASON_LABELS[c.reason], checkCallPlace(c), agoText(c.created_at, now)].join(' · ');
}
