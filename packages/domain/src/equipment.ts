import { z } from 'zod';
import type { DocumentType } from './documents';
import {
  expiryFilter,
  licensingRegion,
  nullableId,
  nullableNote,
  nullableText,
  recordDayOrNull,
  within,
} from './fleet-fields';
import { pagedList, pagingQueryWith } from './paging';
import { requiredIdentifier } from './text';
import { vinProblem } from './vin';

/** Trucks and trailers: the units a carrier dispatches (one contract, two kinds). */

export const EQUIPMENT_KINDS = ['truck', 'trailer'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export const OWNERSHIPS = ['company', 'owner_operator', 'leased'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];
export const OWNERSHIP_LABELS: Readonly<Record<Ownership, string>> = {
  company: 'Company',
  owner_operator: 'Owner operator',
  leased: 'Leased',
};

export const EQUIPMENT_STATUSES = ['active', 'in_shop', 'out_of_service', 'sold'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const EQUIPMENT_STATUS_LABELS: Readonly<Record<EquipmentStatus, string>> = {
  active: 'Active',
  in_shop: 'In shop',
  out_of_service: 'Out of service',
  sold: 'Sold',
};

export const TRAILER_TYPES = ['dry_van', 'reefer', 'flatbed', 'step_deck', 'tanker', 'other'] as const;
export type TrailerType = (typeof TRAILER_TYPES)[number];
export const TRAILER_TYPE_LABELS: Readonly<Record<TrailerType, string>> = {
  dry_van: 'Dry van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
  step_deck: 'Step deck',
  tanker: 'Tanker',
  other: 'Other',
};

/** Document types kept for a truck or a trailer. */
export const EQUIPMENT_DOCUMENT_TYPES = [
  'truck_assignment',
  'trailer_assignment',
  'eld_device_agreement',
  'toll_transponder_form',
  'fuel_card_agreement',
  'other',
] as const satisfies readonly DocumentType[];

export const EQUIPMENT_MESSAGES = {
  truckNotFound: 'Truck not found',
  trailerNotFound: 'Trailer not found',
  unitTaken: 'Unit number is already used by another unit of this company',
  vinTaken: 'VIN is already used by another unit of this company',
  divisionUnknown: 'Division not found',
  activated: 'Unit activated successfully',
  deactivated: 'Unit deactivated successfully',
  assignedCannotDeactivate: 'Unassign this unit from its driver before deactivating it',
  assignedCannotBeSold: 'Unassign this unit from its driver before marking it sold',
  assignedCannotDelete:
    'This unit is assigned to a driver and cannot be deleted; unassign it from its driver, then deactivate it instead',
  hasAssignmentHistory: 'This unit has assignment history and cannot be deleted; deactivate it instead',
  hasFuelTransactions: 'This truck has fuel transactions and cannot be deleted; deactivate it instead',
  hasDocuments: 'This unit has documents and cannot be deleted; delete its documents first, or deactivate it instead',
  stale: 'This unit was changed by someone else; reload and try again',
} as const;

/** A VIN, upper-cased; the message says what is wrong (length, I/O/Q, check digit). */
export const vinField = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const problem = vinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const thisYear = new Date().getUTCFullYear();

const unitChanges = {
  unit_number: requiredIdentifier('Unit number', 30, {
    ...within('Unit number', 30),
    required: 'Unit number is required',
  }),
  vin: z.union([vinField, z.literal('').transform(() => null), z.null()]),
  make: nullableText('Make', 50),
  model: nullableText('Model', 50),
  // Nullable rather than a union, so a bad year gets its own message, not the union's "Invalid input".
  year: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: 'Year must be a number' })
      .int('Year must be a whole number')
      .min(1950, 'Year must be 1950 or later')
      .max(thisYear + 2, `Year must be ${thisYear + 2} or earlier`)
      .nullable(),
  ),
  plate_number: nullableText('Plate number', 20),
  plate_state: licensingRegion('Plate state'),
  ownership: z.enum(OWNERSHIPS, { error: 'Ownership must be company, owner operator or leased' }),
  status: z.enum(EQUIPMENT_STATUSES, { error: 'Status must be active, in shop, out of service or sold' }),
  division_id: nullableId('Division'),
  registration_expiry: recordDayOrNull('Registration expiry'),
  inspection_expiry: recordDayOrNull('Annual inspection expiry'),
  notes: nullableNote('Notes', 2000),
  is_active: z.boolean(),
};
const unitDefaults = {
  ...unitChanges,
  vin: unitChanges.vin.default(null),
  make: unitChanges.make.default(null),
  model: unitChanges.model.default(null),
  year: unitChanges.year.default(null),
  plate_number: unitChanges.plate_number.default(null),
  plate_state: unitChanges.plate_state.default(null),
  ownership: unitChanges.ownership.default('company'),
  status: unitChanges.status.default('active'),
  division_id: unitChanges.division_id.default(null),
  registration_expiry: unitChanges.registration_expiry.default(null),
  inspection_expiry: unitChanges.inspection_expiry.default(null),
  notes: unitChanges.notes.default(null),
  is_active: unitChanges.is_active.default(true),
};
const version = z.number().int().describe('The version read; a stale one is refused with 409');
const trailerType = z.enum(TRAILER_TYPES, {
  error: 'Trailer type must be dry van, reefer, flatbed, step deck, tanker or other',
});

export const truckFields = unitDefaults;
export const truckForm = z.object(truckFields);
export type TruckForm = z.input<typeof truckForm>;
export const truckCreate = z.strictObject(truckFields);
export type TruckCreate = z.infer<typeof truckCreate>;
export const truckUpdate = z.strictObject({ ...unitChanges, version }).partial();
export type TruckUpdate = z.infer<typeof truckUpdate>;

export const trailerFields = { ...unitDefaults, trailer_type: trailerType.default('dry_van') };
export const trailerForm = z.object(trailerFields);
export type TrailerForm = z.input<typeof trailerForm>;
export const trailerCreate = z.strictObject(trailerFields);
export type TrailerCreate = z.infer<typeof trailerCreate>;
export const trailerUpdate = z.strictObject({ ...unitChanges, trailer_type: trailerType, version }).partial();
export type TrailerUpdate = z.infer<typeof trailerUpdate>;

const driverRef = z.object({ id: z.number().int(), name: z.string() });

const unitSchema = z.object({
  id: z.number().int(),
  unit_number: z.string(),
  vin: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  plate_number: z.string().nullable(),
  plate_state: z.string().nullable(),
  ownership: z.enum(OWNERSHIPS),
  status: z.enum(EQUIPMENT_STATUSES),
  division_id: z.number().int().nullable(),
  division: z.string().nullable(),
  registration_expiry: z.string().nullable(),
  inspection_expiry: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  /** The driver the unit is assigned to now, if any. */
  current_driver: driverRef.nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const truckSchema = unitSchema;
export type Truck = z.infer<typeof truckSchema>;
export const trailerSchema = unitSchema.extend({ trailer_type: z.enum(TRAILER_TYPES) });
export type Trailer = z.infer<typeof trailerSchema>;

export const EQUIPMENT_SORTS = [
  'unit_number',
  'year',
  'registration_expiry',
  'inspection_expiry',
  'created_at',
] as const;

const unitListQuery = pagingQueryWith({ max: 200, default: 50 }).extend({
  search: z.string().trim().max(100, 'Search must be 100 characters or less').optional(),
  status: z.enum(EQUIPMENT_STATUSES, { error: 'status must be active, in_shop, out_of_service or sold' }).optional(),
  ownership: z.enum(OWNERSHIPS, { error: 'ownership must be company, owner_operator or leased' }).optional(),
  division_id: z.coerce.number().int().positive('division_id must be an id').optional(),
  active_only: z.stringbool().default(false),
  /** Registration or annual inspection expiring within 30 days and/or past. */
  expiry: expiryFilter.optional(),
  sort: z.enum(EQUIPMENT_SORTS).default('unit_number'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const truckListQuery = unitListQuery;
export type TruckListQuery = z.infer<typeof truckListQuery>;
export const trailerListQuery = unitListQuery.extend({
  trailer_type: trailerType.optional(),
});
export type TrailerListQuery = z.infer<typeof trailerListQuery>;
export const truckList = pagedList('trucks', truckSchema);
export const trailerList = pagedList('trailers', trailerSchema);

export const equipmentStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  by_status: z.object(
    Object.fromEntries(EQUIPMENT_STATUSES.map((s) => [s, z.number().int()])) as Record<EquipmentStatus, z.ZodNumber>,
  ),
  assigned: z.number().int(),
  unassigned: z.number().int(),
  registration_expiring: z.number().int(),
  registration_expired: z.number().int(),
  inspection_expiring: z.number().int(),
  inspection_expired: z.number().int(),
});
export type EquipmentStats = z.infer<typeof equipmentStats>;
export const unitStatusAnswer = z.object({ message: z.string() });
