import type { FleetTruck } from '../../components/map/map-features';

interface Driver {
  id: number;
  name: string;
}

/**
 * The trucks a user follows: all for whoever assigns drivers to trackers, otherwise those driven by
 * the drivers they follow (a position names its driver; a load's ETA names its driver's id).
 */
export function followedTrucks(
  trucks: readonly FleetTruck[],
  drivers: readonly Driver[],
  everyone: boolean,
): FleetTruck[] {
  if (everyone) return [...trucks];
  const ids = new Set(drivers.map((d) => d.id));
  const names = new Set(drivers.map((d) => d.name));
  return trucks.filter(
    (t) => (t.driverId !== null && ids.has(t.driverId)) || (t.driverName !== null && names.has(t.driverName)),
  );
}

/** The truck a driver is in, for the map to select when the list's driver changes. */
export function truckOfDriver(trucks: readonly FleetTruck[], driver: Driver | undefined): FleetTruck | undefined {
  if (!driver) return undefined;
  return trucks.find((t) => t.driverId === driver.id) ?? trucks.find((t) => t.driverName === driver.name);
}

/** The driver of a truck chosen on the map, for the list to show their loads. */
export function driverOfTruck(truck: FleetTruck | undefined, drivers: readonly Driver[]): number | null {
  if (!truck) return null;
  if (truck.driverId !== null && drivers.some((d) => d.id === truck.driverId)) return truck.driverId;
  return drivers.find((d) => d.name === truck.driverName)?.id ?? null;
}
