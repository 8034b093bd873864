import { z } from 'zod';

/**
 * ELD providers reached over their APIs (issue 33): the integrations whose credentials a company
 * enters, the state of their sync, and the drivers and vehicles the provider knows that still need
 * to be matched to the company's own.
 */
export const ELD_PROVIDER_CODES = ['samsara_eld', 'motive_eld'] as const;
export type EldProviderCode = (typeof ELD_PROVIDER_CODES)[number];
export const isEldProviderCode = (code: string): code is EldProviderCode =>
  (ELD_PROVIDER_CODES as readonly string[]).includes(code);

/** What each provider calls the secret a company copies from its dashboard. */
export const ELD_CREDENTIAL_LABELS: Record<EldProviderCode, { label: string; help: string }> = {
  samsara_eld: {
    label: 'API token',
    help: 'In Samsara: Settings → API Tokens → Add an API token with read access to drivers, vehicles, hours of service and locations.',
  },
  motive_eld: {
    label: 'API key',
    help: 'In Motive: Admin → API Keys → Add a key (the fleet administrator can create one).',
  },
};

export const ELD_SYNC_MESSAGES = {
  integrationNotFound: 'Integration not found',
  noCredentials: 'This integration does not take credentials',
  tokenRequired: 'Enter the key or token from the provider',
  tokenShape: 'A key or token is 8 to 500 characters with no spaces',
  notActive: 'Switch the integration on before syncing',
  notConfigured: 'Enter the credentials before syncing',
  linkNotFound: 'No such driver or vehicle from this provider',
  driverNotFound: 'Driver not found',
  truckNotFound: 'Truck not found',
  linkKindMismatch: 'A provider driver is matched to a driver, a vehicle to a truck',
  alreadyLinked: (what: string) => `${what} is already matched to another of the provider's records`,
  rejected: 'The provider refused the credentials: enter a new key or token',
  rateLimited: 'The provider asked to slow down; the next sync waits as it asked',
  unreachable: 'The provider could not be reached',
  unexpected: 'The provider answered something this version cannot read',
} as const;

const M = ELD_SYNC_MESSAGES;
const recordIdSchema = z.number({ error: 'Must be a record id' }).int().positive();

export const integrationCredentialsInput = z.strictObject({
  api_token: z
    .string({ error: M.tokenRequired })
    .trim()
    .min(1, M.tokenRequired)
    .regex(/^\S{8,500}$/, M.tokenShape),
});
export type IntegrationCredentialsInput = z.infer<typeof integrationCredentialsInput>;

/**
 * - `not_configured`: no credentials yet.
 * - `pending`: credentials entered, no sync finished yet.
 * - `ok`: the last sync worked.
 * - `failing`: the last sync failed and will be retried after `next_sync_at` (backoff).
 * - `credentials_rejected`: the provider refused the credentials; no retry until new ones are entered.
 */
export const ELD_SYNC_STATUSES = ['not_configured', 'pending', 'ok', 'failing', 'credentials_rejected'] as const;
export type EldSyncStatus = (typeof ELD_SYNC_STATUSES)[number];

export const integrationSyncState = z.object({
  status: z.enum(ELD_SYNC_STATUSES),
  /** The last four characters of the key, so the user can tell which one is stored; never the key. */
  credentials_hint: z.string().nullable(),
  credentials_updated_at: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  next_sync_at: z.string().nullable(),
  failures: z.number().int(),
  unmatched_drivers: z.number().int(),
  unmatched_vehicles: z.number().int(),
});
export type IntegrationSyncState = z.infer<typeof integrationSyncState>;

/** What one sync brought in. */
export const eldSyncResult = z.object({
  drivers_seen: z.number().int(),
  vehicles_seen: z.number().int(),
  events_stored: z.number().int(),
  positions_stored: z.number().int(),
  unmatched_drivers: z.number().int(),
  unmatched_vehicles: z.number().int(),
});
export type EldSyncResult = z.infer<typeof eldSyncResult>;

export const ELD_LINK_KINDS = ['driver', 'vehicle'] as const;
export type EldLinkKind = (typeof ELD_LINK_KINDS)[number];

/** One of the provider's drivers or vehicles and the company's driver or truck it is matched to. */
export const eldLink = z.object({
  id: z.number().int(),
  kind: z.enum(ELD_LINK_KINDS),
  external_id: z.string(),
  /** The provider's name for it: the driver's name, the vehicle's unit name. */
  external_name: z.string(),
  /** What else identifies it: the driver's licence, the vehicle's VIN. */
  external_detail: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  truck_id: z.number().int().nullable(),
  unit_number: z.string().nullable(),
  /** `auto` when the sync matched it by licence, name, unit number or VIN; `manual` when a user did. */
  matched_by: z.enum(['auto', 'manual']).nullable(),
  /** A user chose to leave it unmatched (a test vehicle, a driver who left): not counted as unmatched. */
  ignored: z.boolean(),
});
export type EldLink = z.infer<typeof eldLink>;

export const eldLinkList = z.object({ links: z.array(eldLink) });
export type EldLinkList = z.infer<typeof eldLinkList>;

export const eldLinkQuery = z.object({
  status: z.enum(['unmatched', 'matched', 'all']).default('unmatched'),
});

/** Matches a provider record (`driver_id` for a driver, `truck_id` for a vehicle), clears it (null), or ignores it. */
export const eldLinkUpdate = z
  .strictObject({
    driver_id: recordIdSchema.nullable().optional(),
    truck_id: recordIdSchema.nullable().optional(),
    ignored: z.boolean().optional(),
  })
  .refine((v) => v.driver_id !== undefined || v.truck_id !== undefined || v.ignored !== undefined, {
    error: 'Give driver_id, truck_id or ignored',
  });
export type EldLinkUpdate = z.infer<typeof eldLinkUpdate>;
