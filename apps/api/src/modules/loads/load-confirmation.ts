import type { ExtractionConfirmation, Load } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { learnFromConfirmation } from '../extraction/extraction-learning.service';
import { detail } from './load-changes';

const numberOrNull = (v: string | null) => (v === null ? null : Number(v));
const hhmm = (v: string | null) => (v === null ? null : v.slice(0, 5));

/** The saved load as the values the user kept from its rate confirmation, in the reading's shape. */
export function confirmationOf(load: Load): ExtractionConfirmation {
  return {
    basic_info: {
      load_number: load.load_number,
      broker_name: load.broker.name,
      broker_mc_number: load.broker.mc_number?.replace(/\D/g, '') || null,
      broker_email: null,
      broker_phone: null,
      other_reference_numbers: [],
      carrier_name: null,
    },
    events: load.events.map((e) => ({
      event_order: e.event_order,
      event_type: e.event_type,
      event_date: e.event_date.slice(0, 10),
      appointment_time_lower: hhmm(e.appointment_time_lower),
      appointment_time_higher: hhmm(e.appointment_time_higher),
      facility_name: null,
      location_street: e.location_street,
      location_city: e.location_city,
      location_state: e.location_state,
      location_postal_code: e.location_postal_code,
      location_country: e.location_country,
      contact_name: e.contact_name,
      contact_phone: e.contact_phone,
      contact_email: e.contact_email,
      reference_number: e.reference_number,
      special_instructions: e.special_instructions,
      pieces: e.pieces,
      // Weights and miles are measures, not money: a number is what the reading holds.
      weight: numberOrNull(e.weight),
      commodity_description: e.commodity_description,
    })),
    rate_cargo: {
      rate_booked: load.rate_cargo.rate_booked,
      linehaul: null,
      accessorials: [],
      loaded_miles: numberOrNull(load.rate_cargo.loaded_miles),
      commodity: load.rate_cargo.commodity,
      weight_lbs: numberOrNull(load.rate_cargo.weight_lbs),
      pieces: load.rate_cargo.pieces,
      hazmat: load.rate_cargo.hazmat,
      equipment: null,
    },
  };
}

/** Saving a load made from a rate confirmation teaches its broker's layout (decision 0205). */
export async function teachBrokerLayout(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  load: { id: number; extraction_id: string | null },
) {
  if (!load.extraction_id) return;
  const saved = await detail(tx, companyId, load.id);
  await learnFromConfirmation(tx, ctx, companyId, load.extraction_id, confirmationOf(saved), { loadId: load.id });
}
