import { z } from 'zod';
import { requiredId } from './fleet-fields';

/**
 * Which dispatchers handle which drivers, and which track-and-trace users follow which drivers:
 * two many-to-many tables with the same calls. A screen sets the drivers of one user at once
 * (PUT .../user/{userId} with driver_ids), or adds and removes single pairs.
 */

export const DISPATCHER_ASSIGNMENT_MESSAGES = {
  notFound: 'Assignment not found',
  dispatcherUnknown: 'Dispatcher not found',
  trackerUnknown: 'Track and trace user not found',
  driverUnknown: 'Driver not found',
  exists: 'This driver is already assigned to this user',
  fetchDispatchersFailed: 'Failed to fetch dispatchers',
  fetchDispatchersForDriverFailed: 'Failed to fetch dispatchers for driver',
  fetchAssignedDriversFailed: 'Failed to fetch drivers assigned to dispatcher',
} as const;

/** Spec 2 section 3: a dispatcher with the derived full name. */
export const dispatcherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
});
export type Dispatcher = z.infer<typeof dispatcherSchema>;
export const dispatcherList = z.object({ dispatchers: z.array(dispatcherSchema) });

/** One pair: `user_id` is the dispatcher (or the track-and-trace user). */
export const userDriverAssignmentCreate = z.strictObject({
  user_id: requiredId('User'),
  driver_id: requiredId('Driver'),
});
export type UserDriverAssignmentCreate = z.infer<typeof userDriverAssignmentCreate>;

/** All the drivers of one user at once (the transfer list saves this). */
export const userDriversSet = z.strictObject({
  driver_ids: z
    .array(requiredId('Driver'))
    .max(5000, 'Too many drivers')
    .transform((v) => [...new Set(v)]),
});
export type UserDriversSet = z.infer<typeof userDriversSet>;

export const userDriverAssignmentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  created_at: z.string(),
});
export type UserDriverAssignment = z.infer<typeof userDriverAssignmentSchema>;

export const userDriverAssignmentQuery = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  driver_id: z.coerce.number().int().positive().optional(),
});
export const userDriverAssignmentList = z.object({
  assignments: z.array(userDriverAssignmentSchema),
  total: z.number().int(),
});

/** The users a screen can assign drivers to, with their driver counts. */
export const assignableUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  driver_ids: z.array(z.number().int()),
});
export const assignableUserList = z.object({ users: z.array(assignableUser) });
