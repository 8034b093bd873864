import type { LoadEta } from '@tms/domain';

/** A load on the road heading for a Nashville delivery, with its ETA: on time unless told otherwise. */
export const loadEta = (over: Partial<LoadEta> = {}): LoadEta => ({
  load_id: 7,
  load_number: 'ACM-7',
  truck_id: 3,
  unit_number: '103',
  driver_id: 4,
  driver_name: 'Rosa Delgado',
  next_stop: {
    id: 13,
    event_type: 'delivery',
    city: 'Nashville',
    state: 'TN',
    lat: 36.16,
    lng: -86.78,
    appointment_time_lower: '2026-11-27T14:00:00.000Z',
    appointment_time_higher: '2026-11-27T18:00:00.000Z',
  },
  position: { lat: 35.1, lng: -90.0, at: '2026-11-27T10:00:00.000Z' },
  eta: '2026-11-27T15:30:00.000Z',
  remaining_miles: 212,
  includes_reset: false,
  state: 'on_time',
  ...over,
});
