import { z } from 'zod';
import { hosClocksAnswer } from './hos';
import { loadEventSchema } from './load-events';
import { statementSummarySchema } from './statement-summary';

/**
 * A driver's account for the driver app (issue 36, decision 0215): none yet, invited (the e-mail's
 * link not yet used), active, or switched off with the driver or the user.
 */
export const DRIVER_APP_ACCOUNT_STATUSES = ['none', 'invited', 'active', 'deactivated'] as const;
export type DriverAppAccountStatus = (typeof DRIVER_APP_ACCOUNT_STATUSES)[number];

export const driverAppAccount = z.object({
  status: z.enum(DRIVER_APP_ACCOUNT_STATUSES),
  /** The address the account signs in with; the driver's own until an account exists. */
  email: z.string().nullable(),
  invited_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
});
export type DriverAppAccount = z.infer<typeof driverAppAccount>;
/** POST /api/drivers/{id}/app-account/invitation: the sentence to show, and the account as it now is. */
export const driverAppInvitationAnswer = z.object({ message: z.string(), account: driverAppAccount });

export const DRIVER_APP_MESSAGES = {
  noEmail: "Add the driver's e-mail address before inviting them to the driver app",
  inactive: 'Activate the driver before inviting them to the driver app',
  alreadyActive: 'This driver already uses the driver app',
  accountDeactivated: "This driver's app account is deactivated; activate the user first",
  invited: 'Invitation to the driver app sent.',
  changed: 'The driver changed while the invitation was prepared; try again',
  /** Sign-in, refresh and every request of a driver-only account whose driver record is inactive. */
  signInDriverInactive: 'Your driver record is inactive, so the driver app is closed to you. Ask your dispatcher.',
} as const;

/** Whether an account in this state can be sent (again) an invitation. */
export const mayInviteToDriverApp = (status: DriverAppAccountStatus) => status === 'none' || status === 'invited';

/* The driver app's API (issue 36): everything under /api/driver-app/ acts as the signed-in driver. */

/** The header that makes a driver's action safe to send again: the same key answers the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const DRIVER_APP_DOCUMENT_TYPES = ['pod', 'bol', 'lumper_receipt', 'scale_ticket', 'other'] as const;
export type DriverAppDocumentType = (typeof DRIVER_APP_DOCUMENT_TYPES)[number];

export const DRIVER_APP_LIMITS = {
  /** Photos (or PDFs) one upload may join into one document. */
  filesMax: 10,
  /** One phone photo or PDF. */
  fileMaxBytes: 20 * 1024 * 1024,
  /** A key the browser makes per action (a UUID is 36). */
  idempotencyKeyMax: 100,
  /** Loads finished this many days ago still show, so their PODs can be sent. */
  recentDays: 3,
} as const;

/** What the driver does next at a stop: arrive, then depart; null when done or not yet its turn. */
export const DRIVER_STOP_ACTIONS = ['arrive', 'depart'] as const;
export type DriverStopAction = (typeof DRIVER_STOP_ACTIONS)[number];

/** A stop as the driver sees it: the load's stop without its e-mail contact, with what to do next. */
export const driverAppStop = loadEventSchema
  .pick({
    id: true,
    event_order: true,
    event_type: true,
    event_date: true,
    appointment_type_name: true,
    appointment_time_lower: true,
    appointment_time_higher: true,
    location_street: true,
    location_city: true,
    location_state: true,
    location_postal_code: true,
    location_country: true,
    location_lat: true,
    location_long: true,
    contact_name: true,
    contact_phone: true,
    reference_number: true,
    special_instructions: true,
    pieces: true,
    weight: true,
    commodity_description: true,
    arrived_at: true,
    departed_at: true,
    is_completed: true,
  })
  .extend({
    next_action: z.enum(DRIVER_STOP_ACTIONS).nullable(),
    /** A link that opens the phone's maps app with directions to the stop. */
    maps_url: z.string().nullable(),
  });
export type DriverAppStop = z.infer<typeof driverAppStop>;

export const driverAppDocument = z.object({
  id: z.number().int(),
  document_type: z.string(),
  original_filename: z.string(),
  file_size: z.number().int(),
  created_at: z.string(),
  uploaded_by_name: z.string().nullable(),
});
export type DriverAppDocument = z.infer<typeof driverAppDocument>;

export const driverAppLoad = z.object({
  id: z.number().int(),
  load_number: z.string(),
  status: z.object({ name: z.string(), color: z.string() }),
  /** current: a stop still open; recent: every stop done in the last few days (PODs may still be sent). */
  stage: z.enum(['current', 'upcoming', 'recent']),
  is_team_load: z.boolean(),
  commodity: z.string().nullable(),
  weight_lbs: z.string().nullable(),
  pieces: z.number().int().nullable(),
  hazmat: z.boolean(),
  truck_unit: z.string().nullable(),
  trailer_unit: z.string().nullable(),
  /** Who to call about the load: its dispatcher. */
  dispatcher: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }).nullable(),
  stops: z.array(driverAppStop),
  next_stop_id: z.number().int().nullable(),
  documents: z.array(driverAppDocument),
  last_check_call: z.object({ reason: z.string(), place: z.string(), created_at: z.string() }).nullable(),
});
export type DriverAppLoad = z.infer<typeof driverAppLoad>;
export const driverAppLoadList = z.object({ loads: z.array(driverAppLoad) });
export type DriverAppLoadList = z.infer<typeof driverAppLoadList>;

const latitude = z.number({ error: 'Latitude must be between -90 and 90' }).min(-90).max(90);
const longitude = z.number({ error: 'Longitude must be between -180 and 180' }).min(-180).max(180);

/** POST /api/driver-app/stops/{eventId}/arrive|depart: where the phone was, when it knew. */
export const driverStopActionInput = z
  .strictObject({ lat: latitude.optional(), lng: longitude.optional() })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'Send both lat and lng, or neither',
    path: ['lng'],
  });
export type DriverStopActionInput = z.infer<typeof driverStopActionInput>;

export const driverAppDocumentFields = z.strictObject({
  document_type: z.enum(DRIVER_APP_DOCUMENT_TYPES, {
    error: 'Choose the document: POD, BOL, lumper receipt, scale ticket or other',
  }),
  note: z.string().trim().max(1000, 'Note must be 1000 characters or less').optional(),
});

export const driverAppDocumentAnswer = z.object({ document: driverAppDocument, pages: z.number().int() });

export const DRIVER_APP_API_MESSAGES = {
  notLinked: 'Your account is not linked to a driver; ask your dispatcher',
  loadNotFound: 'Load not found',
  stopNotFound: 'Stop not found',
  earlierStopOpen: (order: number) => `Finish stop ${order} first`,
  alreadyArrived: 'You already arrived at this stop',
  notArrived: 'Arrive at the stop before departing it',
  alreadyDeparted: 'You already departed this stop',
  filesRequired: 'Add at least one photo or PDF',
  tooManyFiles: `Send at most ${DRIVER_APP_LIMITS.filesMax} photos in one document`,
  keyInvalid: `The Idempotency-Key header must be 1 to ${DRIVER_APP_LIMITS.idempotencyKeyMax} letters, digits or dashes`,
  keyReused: 'This Idempotency-Key was used for another action',
  statementNotFound: 'Statement not found',
  documentNotFound: 'Document not found',
} as const;

/** GET /api/driver-app/statements: the driver's own statements, approved or paid, newest first. */
export const driverAppStatementList = z.object({ statements: z.array(statementSummarySchema) });
/** GET /api/driver-app/hos: the driver's clocks now; null where the company does not keep hours of service. */
export const driverAppHos = z.object({ clocks: hosClocksAnswer.nullable() });

type StopPlace = {
  location_street: string | null;
  location_city: string | null;
  location_state: string | null;
  location_postal_code: string | null;
  location_country: string;
  location_lat: number | null;
  location_long: number | null;
};

/**
 * Directions to a stop in the phone's maps app: the universal maps link opens the installed app on
 * Android and iOS and the web elsewhere. The address is sent when there is one (a facility's
 * coordinates are often its ZIP's centre); null when the stop has neither.
 */
export function mapsUrlOf(stop: StopPlace): string | null {
  const address = [
    stop.location_street,
    stop.location_city,
    [stop.location_state, stop.location_postal_code].filter(Boolean).join(' '),
    stop.location_country,
  ]
    .filter((part) => part?.trim())
    .join(', ');
  const hasPlace = Boolean(stop.location_street || stop.location_city || stop.location_postal_code);
  const coords =
    stop.location_lat !== null && stop.location_long !== null ? `${stop.location_lat},${stop.location_long}` : null;
  const destination = hasPlace ? address : coords;
  return destination ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` : null;
}
