import type { ExtractedEvent } from '@tms/domain';

/** An event with nothing stated yet: every field of spec 3 section 3 present, country USA. */
export function blankEvent(order: number, type: ExtractedEvent['event_type']): ExtractedEvent {
  return {
    event_order: order,
    event_type: type,
    event_date: null,
    appointment_time_lower: null,
    appointment_time_higher: null,
    facility_name: null,
    location_street: null,
    location_city: null,
    location_state: null,
    location_postal_code: null,
    location_country: 'USA',
    contact_name: null,
    contact_phone: null,
    contact_email: null,
    reference_number: null,
    special_instructions: null,
    pieces: null,
    weight: null,
    commodity_description: null,
  };
}
