import { describe, expect, it } from 'vitest';
import type { FleetTruck } from '../../components/map/map-features';
import { driverOfTruck, followedTrucks, truckOfDriver } from './trace-selection';

const truck = (truckId: number, driverId: number | null, driverName: string | null): FleetTruck => ({
  truckId,
  unitNumber: `T${truckId}`,
  driverId,
  driverName,
  lat: 36,
  lng: -95,
  at: '2026-06-01T12:00:00Z',
  state: 'on_time',
  eta: null,
});
const trucks = [truck(1, 11, 'Rosa Delgado'), truck(2, null, 'Sam Reyes'), truck(3, 33, 'Other Driver')];
const followed = [
  { id: 11, name: 'Rosa Delgado' },
  { id: 22, name: 'Sam Reyes' },
];

describe('track and trace selection', () => {
  it("shows a tracker only their drivers' trucks, and a manager every truck", () => {
    expect(followedTrucks(trucks, followed, false).map((t) => t.truckId)).toEqual([1, 2]);
    expect(followedTrucks(trucks, followed, true).map((t) => t.truckId)).toEqual([1, 2, 3]);
  });

  it("selects the driver's truck on the map, and the truck's driver in the list", () => {
    expect(truckOfDriver(trucks, followed[1])?.truckId).toBe(2);
    expect(truckOfDriver(trucks, { id: 99, name: 'Nobody' })).toBeUndefined();
    expect(driverOfTruck(trucks[0], followed)).toBe(11);
    expect(driverOfTruck(trucks[1], followed)).toBe(22);
    expect(driverOfTruck(trucks[2], followed)).toBeNull();
  });
});
