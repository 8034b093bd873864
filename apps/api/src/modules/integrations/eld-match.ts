import type { ProviderVehicle } from './providers/eld-provider';

type Truck = { id: number; unit_number: string; vin: string | null };

const unit = (v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, '');
const vinOf = (v: string | null) => (v ?? '').toUpperCase().replace(/[^A-HJ-NPR-Z0-9]/g, '');

/**
 * The company's truck a provider's vehicle is: the one with its VIN (17 characters identify a
 * vehicle for its life), else the only one with its unit number, spaces and dashes aside ("T-102"
 * is "T102"). Two trucks of one unit number: none, and a user chooses.
 */
export function matchVehicle(vehicle: ProviderVehicle, trucks: readonly Truck[]): Truck | undefined {
  const vin = vinOf(vehicle.vin);
  if (vin.length === 17) {
    const byVin = trucks.filter((t) => vinOf(t.vin) === vin);
    if (byVin.length === 1) return byVin[0];
  }
  const wanted = unit(vehicle.name);
  const byUnit = wanted ? trucks.filter((t) => unit(t.unit_number) === wanted) : [];
  return byUnit.length === 1 ? byUnit[0] : undefined;
}
