import type { DriverAppLoad, DriverAppStop } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { loadWithPending, pendingOf } from './pending-view';
import type { QueuedAction } from './queued-action';

const stop = (id: number, over: Partial<DriverAppStop> = {}): DriverAppStop => ({
  id,
  event_order: id,
  event_type: id === 1 ? 'pickup' : 'delivery',
  event_date: '2026-01-05',
  appointment_type_name: null,
  appointment_time_lower: null,
  appointment_time_higher: null,
  location_street: null,
  location_city: 'Tulsa',
  location_state: 'OK',
  location_postal_code: null,
  location_country: 'US',
  location_lat: null,
  location_long: null,
  contact_name: null,
  contact_phone: null,
  reference_number: null,
  special_instructions: null,
  pieces: null,
  weight: null,
  commodity_description: null,
  arrived_at: null,
  departed_at: null,
  is_completed: false,
  next_action: null,
  maps_url: null,
  ...over,
});

const load = (stops: DriverAppStop[]): DriverAppLoad => ({
  id: 4,
  load_number: 'L-4',
  status: { name: 'Dispatched', color: '#000' },
  stage: 'current',
  is_team_load: false,
  commodity: null,
  weight_lbs: null,
  pieces: null,
  hazmat: false,
  truck_unit: null,
  trailer_unit: null,
  dispatcher: null,
  stops,
  next_stop_id: stops.find((s) => !s.is_completed)?.id ?? null,
  documents: [],
  last_check_call: null,
});

let seq = 0;
const queued = (kind: 'arrive' | 'depart', stopId: number, loadId = 4): QueuedAction => ({
  kind,
  stopId,
  seq: ++seq,
  key: `k${seq}`,
  owner: '1.7',
  loadId,
  createdAt: `2026-01-05T1${seq}:00:00.000Z`,
});

describe('a load with the actions still on the phone', () => {
  const fresh = load([stop(1, { next_action: 'arrive' }), stop(2), stop(3)]);

  it('shows a queued arrival as arrived, waiting, with Depart next', () => {
    const arrive = queued('arrive', 1);
    const view = loadWithPending(fresh, [arrive]);
    expect(view.stops[0]).toMatchObject({ arrived_at: arrive.createdAt, arrivalWaiting: true, next_action: 'depart' });
    expect(view.stops[1]?.next_action).toBeNull();
    expect(view.next_stop_id).toBe(1);
  });

  it('hands the next stop its arrival once the one before is departed on the phone', () => {
    const view = loadWithPending(fresh, [queued('arrive', 1), queued('depart', 1)]);
    expect(view.stops[0]).toMatchObject({ is_completed: true, departureWaiting: true, next_action: null });
    expect(view.stops[1]).toMatchObject({ next_action: 'arrive', arrivalWaiting: false });
    expect(view.next_stop_id).toBe(2);
  });

  it('drops what the server already shows, and ignores other loads', () => {
    const arrived = load([stop(1, { arrived_at: '2026-01-05T09:00:00.000Z', next_action: 'depart' }), stop(2)]);
    const view = loadWithPending(arrived, [queued('arrive', 1), queued('arrive', 2, 99)]);
    expect(view.stops[0]).toMatchObject({ arrived_at: '2026-01-05T09:00:00.000Z', arrivalWaiting: false });
    expect(view.stops[1]?.arrivalWaiting).toBe(false);
  });

  it('lists a load’s queued uploads and check calls by kind', () => {
    const upload: QueuedAction = {
      ...queued('arrive', 0),
      kind: 'document',
      documentType: 'pod',
      note: null,
      files: [],
    };
    expect(pendingOf([upload, queued('arrive', 1)], 4, 'document')).toEqual([upload]);
    expect(pendingOf([upload], 5, 'document')).toEqual([]);
  });
});
