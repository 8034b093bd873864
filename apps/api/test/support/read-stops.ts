import type { readDocument } from '../../src/modules/extraction/read-document';

/** Each stop the reader found, as the tuple the reader's tests compare: kind, place, day and hours. */
export const stops = (r: ReturnType<typeof readDocument>) =>
  r.events.map((e) => [
    e.event_type,
    e.facility_name,
    e.location_street,
    e.location_city,
    e.location_postal_code,
    e.event_date,
    e.appointment_time_lower,
    e.appointment_time_higher,
  ]);
