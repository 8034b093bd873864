import { appointmentDayProblems, dayIn, LOAD_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { fieldProblem, invalidField, ValidationError } from '../../lib/validation';
import { usableAppointmentType } from '../appointment-types/appointment-types.service';
import { zoneOf } from './load-changes';
import type { EventInput } from './load-inputs';
import * as repo from './loads.repo';
import { completionOf, completionProblems } from './stop-completion';

/* The checks and the saving of a load's stops, shared by booking and the stops step. */

/** The first pickup and last delivery copied onto the load for the board (decision 0062). */
function stopColumns(events: EventInput[]) {
  const sorted = [...events].sort((a, b) => a.event_order - b.event_order);
  const pickup = sorted.find((e) => e.event_type === 'pickup');
  const delivery = [...sorted].reverse().find((e) => e.event_type === 'delivery');
  const at = (v: string | null | undefined) => (v ? new Date(v) : null);
  return {
    first_pickup_date: pickup?.event_date ?? null,
    first_pickup_city: pickup?.location_city ?? null,
    first_pickup_state: pickup?.location_state ?? null,
    first_pickup_country: pickup?.location_country ?? null,
    first_pickup_from: at(pickup?.appointment_time_lower),
    first_pickup_to: at(pickup?.appointment_time_higher),
    last_delivery_date: delivery?.event_date ?? null,
    last_delivery_city: delivery?.location_city ?? null,
    last_delivery_state: delivery?.location_state ?? null,
    last_delivery_country: delivery?.location_country ?? null,
    last_delivery_from: at(delivery?.appointment_time_lower),
    last_delivery_to: at(delivery?.appointment_time_higher),
  };
}

/**
 * Appointment types used by the stops, appointment times on the stop's day at the stop, and
 * the ids of kept stops (they must be this load's).
 */
export async function assertEvents(tx: AppDb, companyId: number, loadId: number | null, events: EventInput[]) {
  const stored = new Map(
    loadId ? (await repo.listEvents(tx, { companyId, loadId })).map(({ event }) => [event.id, event]) : [],
  );
  const companyZone = await zoneOf(tx, companyId);
  const offDay = events.flatMap((e, i) =>
    appointmentDayProblems(e, companyZone).map((p) => fieldProblem(['events', i, p.field], p.message)),
  );
  if (offDay.length) throw new ValidationError(offDay);
  const types = new Map<number, Awaited<ReturnType<typeof usableAppointmentType>>>();
  for (const [i, e] of events.entries()) {
    if (e.id !== undefined && !stored.has(e.id)) throw invalidField(['events', i, 'id'], M.eventNotFound);
    if (!e.appointment_type_id) continue;
    if (!types.has(e.appointment_type_id))
      types.set(e.appointment_type_id, await usableAppointmentType(tx, companyId, e.appointment_type_id));
    const type = types.get(e.appointment_type_id);
    const at = ['events', i, 'appointment_type_id'];
    if (!type) throw invalidField(at, M.appointmentTypeUnknown);
    if (type.has_time_range && (!e.appointment_time_lower || !e.appointment_time_higher))
      throw invalidField(at, M.appointmentTimesRequired);
  }
  const completions = completionProblems(events, stored, dayIn(companyZone));
  if (completions.length) throw new ValidationError(completions);
  return stored;
}

export async function saveEvents(tx: AppDb, ctx: Ctx, companyId: number, loadId: number, events: EventInput[]) {
  const stored = await assertEvents(tx, companyId, loadId, events);
  const now = new Date();
  await repo.replaceEvents(
    tx,
    { companyId, loadId },
    events.map((e) => ({
      ...e,
      event_date: e.event_date as string,
      appointment_time_lower: e.appointment_time_lower ? new Date(e.appointment_time_lower) : null,
      appointment_time_higher: e.appointment_time_higher ? new Date(e.appointment_time_higher) : null,
      ...completionOf(e, stored, ctx.userId, now),
      // Arrival and departure are set by their own call: a kept stop keeps them through a save of the list.
      arrived_at: (e.id !== undefined && stored.get(e.id)?.arrived_at) || null,
      departed_at: (e.id !== undefined && stored.get(e.id)?.departed_at) || null,
    })),
  );
  return stopColumns(events);
}
