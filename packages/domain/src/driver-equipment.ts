import { z } from 'zod';
import { nullableId, nullableNote, requiredId } from './fleet-fields';
import { pagedList, pagingQueryWith } from './paging';

/**
 * Driver equipment assignments (spec 2 section 7, /api/driver-equipment/): which truck and trailer
 * a driver runs. A truck, a trailer and a driver each have at most one active assignment, enforced
 * by the database; delete deactivates, and every change is kept in the change log.
 */

export const DRIVER_EQUIPMENT_MESSAGES = {
  notFound: 'Equipment assignment not found',
  noneCurrent: 'This driver has no current equipment assignment',
  needsUnit: 'Choose a truck or a trailer',
  driverUnknown: 'Driver not found',
  driverInactive: 'Inactive drivers cannot be assigned equipment',
  driverHasAssignment: 'This driver already has equipment assigned; change that assignment instead',
  truckUnknown: 'Truck not found',
  trailerUnknown: 'Trailer not found',
  truckInactive: 'Inactive trucks cannot be assigned',
  trailerInactive: 'Inactive trailers cannot be assigned',
  truckSold: 'Sold trucks cannot be assigned',
  trailerSold: 'Sold trailers cannot be assigned',
  truckTaken: 'This truck is already assigned to another driver',
  trailerTaken: 'This trailer is already assigned to another driver',
  alreadyEnded: 'This assignment has already ended',
} as const;

export const driverEquipmentCreate = z
  .strictObject({
    driver_id: requiredId('Driver'),
    truck_id: nullableId('Truck').default(null),
    trailer_id: nullableId('Trailer').default(null),
    notes: nullableNote('Notes', 1000).default(null),
  })
  .refine((a) => a.truck_id !== null || a.trailer_id !== null, {
    path: ['truck_id'],
    message: DRIVER_EQUIPMENT_MESSAGES.needsUnit,
  });
export type DriverEquipmentCreate = z.infer<typeof driverEquipmentCreate>;

/** Reassign the truck and/or trailer of an active assignment (null unassigns that unit). */
export const driverEquipmentUpdate = z.strictObject({
  truck_id: nullableId('Truck').optional(),
  trailer_id: nullableId('Trailer').optional(),
  notes: nullableNote('Notes', 1000).optional(),
});
export type DriverEquipmentUpdate = z.infer<typeof driverEquipmentUpdate>;

export const driverEquipmentSchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  truck_id: z.number().int().nullable(),
  truck_unit_number: z.string().nullable(),
  trailer_id: z.number().int().nullable(),
  trailer_unit_number: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  assigned_at: z.string(),
  unassigned_at: z.string().nullable(),
  assigned_by_name: z.string().nullable(),
});
export type DriverEquipment = z.infer<typeof driverEquipmentSchema>;

/** Spec 2: active_only true, skip 0, limit 100 by default. */
export const driverEquipmentListQuery = pagingQueryWith({ max: 200, default: 100 }).extend({
  active_only: z.stringbool().default(true),
  driver_id: z.coerce.number().int().positive().optional(),
  truck_id: z.coerce.number().int().positive().optional(),
  trailer_id: z.coerce.number().int().positive().optional(),
});
export const driverEquipmentList = pagedList('assignments', driverEquipmentSchema);
export const driverEquipmentHistory = z.object({ assignments: z.array(driverEquipmentSchema) });

export const DRIVER_EQUIPMENT_ACTIONS = ['assigned', 'changed', 'unassigned'] as const;
export type DriverEquipmentAction = (typeof DRIVER_EQUIPMENT_ACTIONS)[number];

/** One change-log entry: who did what, when, and each field's value before and after. */
export const driverEquipmentChange = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  driver_id: z.number().int(),
  action: z.enum(DRIVER_EQUIPMENT_ACTIONS),
  changes: z.record(
    z.string(),
    z.object({ from: z.union([z.string(), z.number(), z.null()]), to: z.union([z.string(), z.number(), z.null()]) }),
  ),
  changed_by_name: z.string().nullable(),
  changed_at: z.string(),
});
export type DriverEquipmentChange = z.infer<typeof driverEquipmentChange>;
export const driverEquipmentChangeLog = z.object({ changes: z.array(driverEquipmentChange) });

export const availableUnitsQuery = z.object({
  /** Also list units assigned now (marked with their driver), for reassigning. */
  include_assigned: z.stringbool().default(false),
  search: z.string().trim().max(100).optional(),
});
export const availableUnit = z.object({
  id: z.number().int(),
  unit_number: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  status: z.string(),
  assigned_driver_id: z.number().int().nullable(),
  assigned_driver_name: z.string().nullable(),
});
export type AvailableUnit = z.infer<typeof availableUnit>;
export const availableTrucks = z.object({ trucks: z.array(availableUnit) });
export const availableTrailers = z.object({ trailers: z.array(availableUnit) });
