import { useActiveDriverOptions } from '../../drivers/api/active-driver-options';
import { useActiveTruckOptions } from '../../equipment/api/active-truck-options';

/** The drivers and trucks a fuel form picks from, fetched while it is open. */
export function useFleetOptions(open: boolean) {
  return { drivers: useActiveDriverOptions(open), trucks: useActiveTruckOptions(open) };
}
