import { z } from 'zod';
import { personRef } from './fleet-fields';

/**
 * A load's stops as the API answers them. Apart from the rest of the loads' shapes so that a page
 * showing stops (the driver's app) does not build every schema of the load wizard and board.
 */
export const EVENT_TYPES = ['pickup', 'delivery'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const loadEventSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  event_order: z.number().int(),
  event_type: z.enum(EVENT_TYPES),
  event_date: z.string(),
  appointment_type_id: z.number().int().nullable(),
  appointment_type_name: z.string().nullable(),
  appointment_time_lower: z.string().nullable(),
  appointment_time_higher: z.string().nullable(),
  location_street: z.string().nullable(),
  location_city: z.string().nullable(),
  location_state: z.string().nullable(),
  location_postal_code: z.string().nullable(),
  location_country: z.string(),
  location_lat: z.number().nullable(),
  location_long: z.number().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  reference_number: z.string().nullable(),
  special_instructions: z.string().nullable(),
  pieces: z.number().int().nullable(),
  weight: z.string().nullable(),
  commodity_description: z.string().nullable(),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  /** Who marked the stop completed. */
  completed_by: personRef.nullable(),
  /** When the truck arrived at and left the stop (PUT /api/loads/{id}/events/{eventId}/times). */
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
});
export type LoadEvent = z.infer<typeof loadEventSchema>;
export const loadEventList = z.object({ events: z.array(loadEventSchema) });
