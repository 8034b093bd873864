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

/** `stops` with its words in lower case, for readings whose case follows the document's. */
export const lowerStops = (r: ReturnType<typeof readDocument>) =>
  stops(r).map((s) => s.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)));

/** The stops of the one load the round-19 and round-20 tests write in each form, as `lowerStops` gives them. */
export const EXAMPLE_LOAD_STOPS = [
  ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03', '08:00', '14:00'],
  ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05', '13:30', '13:30'],
];
