import type { LatestPosition, LoadEta } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { boundsOf, fleetTrucks, mapData } from './map-features';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const position = (truck_id: number, at: string, lng = -95): LatestPosition => ({
  truck_id,
  unit_number: `T${truck_id}`,
  lat: 36,
  lng,
  at,
  speed_mph: 55,
  heading: 90,
  driver_name: `Driver ${truck_id}`,
  load_id: null,
  load_number: null,
});
const eta = (truck_id: number, state: LoadEta['state']): LoadEta => ({
  load_id: truck_id * 10,
  load_number: `L${truck_id}`,
  truck_id,
  unit_number: `T${truck_id}`,
  driver_id: truck_id + 100,
  driver_name: `Driver ${truck_id}`,
  next_stop: null,
  position: null,
  eta: null,
  remaining_miles: null,
  includes_reset: false,
  state,
});

describe('fleetTrucks', () => {
  it("colours each truck by its load's ETA, a truck without a load as such, and a silent one as without signal", () => {
    const trucks = fleetTrucks(
      [position(1, '2026-06-01T11:55:00Z'), position(2, '2026-06-01T11:50:00Z'), position(3, '2026-06-01T11:00:00Z')],
      [eta(1, 'at_risk'), eta(3, 'on_time')],
      NOW,
    );
    expect(trucks.map((t) => [t.truckId, t.state, t.driverId])).toEqual([
      [1, 'at_risk', 101],
      [2, 'no_load', null],
      [3, 'no_signal', 103],
    ]);
  });
});

describe('mapData', () => {
  it('gives the map the trucks with the selected one marked, the trail as one line and the stops as pins', () => {
    const trucks = fleetTrucks(
      [position(1, '2026-06-01T11:59:00Z', -90), position(2, '2026-06-01T11:59:00Z', -100)],
      [],
      NOW,
    );
    const stop = { id: 7, lat: 35, lng: -89, label: 'Delivery #2', kind: 'delivery' as const, done: false, next: true };
    const data = mapData(
      trucks,
      2,
      [
        { lat: 36, lng: -101 },
        { lat: 36, lng: -100 },
      ],
      [stop],
    );
    expect(data.trucks.features.map((f) => f.properties)).toEqual([
      { truck_id: 1, unit: 'T1', state: 'no_load', selected: false },
      { truck_id: 2, unit: 'T2', state: 'no_load', selected: true },
    ]);
    expect(data.trail.features[0]?.geometry.coordinates).toEqual([
      [-101, 36],
      [-100, 36],
    ]);
    expect(data.stops.features[0]?.properties).toMatchObject({ label: 'Delivery #2', next: true });
    expect(boundsOf(data)).toEqual([-101, 35, -89, 36]);
  });

  it('draws no trail from a single point, and frames nothing when there is nothing', () => {
    const data = mapData([], null, [{ lat: 1, lng: 1 }], []);
    expect(data.trail.features).toEqual([]);
    expect(boundsOf(data)).toBeNull();
  });
});
