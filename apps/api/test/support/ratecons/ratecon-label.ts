import { clockLabel, isoDay } from './formats';
import { type RateconCase, totalCents } from './ratecon-case';

/** A label in the shape of the labelled samples' JSON files, so the bench's comparison applies unchanged. */
export type RateconLabel = {
  file: string;
  kind: 'rate_confirmation';
  placeholder_data: boolean;
  basic_info: {
    load_number: string;
    other_reference_numbers: string[];
    broker_name: string;
    broker_mc_number: string | null;
    broker_phone: string;
    broker_email: string;
    carrier_name: string;
  };
  events: {
    event_type: 'pickup' | 'delivery';
    event_date: string;
    appointment_time_lower: string;
    appointment_time_higher: string;
    facility_name: string;
    location_street: string;
    location_city: string;
    location_state: string;
    location_postal_code: string;
    reference_number: string | null;
    contact_phone: string | null;
  }[];
  rate_cargo: {
    rate_booked: number;
    linehaul: number;
    commodity: string;
    weight_lbs: number;
    pieces: number | null;
    loaded_miles: number | null;
    hazmat: boolean | null;
    equipment: string;
  };
  notes: string;
};

export function labelOf(c: RateconCase, file: string, layout: string): RateconLabel {
  return {
    file,
    kind: 'rate_confirmation',
    placeholder_data: false,
    basic_info: {
      load_number: c.loadNumber,
      other_reference_numbers: c.references.map((r) => r.value),
      broker_name: c.broker.name,
      broker_mc_number: c.broker.mc,
      broker_phone: c.broker.phone,
      broker_email: c.broker.email,
      // The carrier itself, not the factoring company printed after "%".
      carrier_name: c.carrier.name,
    },
    events: c.stops.map((s) => ({
      event_type: s.type,
      event_date: isoDay(s.day),
      appointment_time_lower: clockLabel(s.from),
      appointment_time_higher: clockLabel(s.to),
      facility_name: s.facility,
      location_street: s.street,
      location_city: s.city,
      location_state: s.state,
      location_postal_code: s.zip,
      reference_number: s.reference,
      contact_phone: s.phone,
    })),
    rate_cargo: {
      rate_booked: totalCents(c) / 100,
      linehaul: c.linehaulCents / 100,
      commodity: c.cargo.commodity,
      weight_lbs: c.cargo.weight,
      pieces: c.cargo.pieces,
      loaded_miles: c.cargo.miles,
      hazmat: c.cargo.hazmat,
      equipment: c.cargo.equipment,
    },
    notes: `Synthetic, layout ${layout}; values known by construction.`,
  };
}
