import { useQuery } from '@tanstack/react-query';
import type { IdOption } from '../../../components/form/form-id-picker';
import { activeDriversQuery } from '../../drivers/api/list-drivers';
import { type UnitListParams, unitKeys } from '../../equipment/api/unit-keys';
import { listUnits } from '../../equipment/api/units-api';

/** A driver or truck to pick: always a record, never "None". */
export type FleetOption = IdOption & { id: number };

const TRUCK_PICKER: UnitListParams = {
  search: '',
  status: null,
  ownership: null,
  trailerType: null,
  divisionId: null,
  activeOnly: true,
  expiry: null,
  sort: 'unit_number',
  order: 'asc',
  skip: 0,
  limit: 200,
};

/** The company's active drivers, by name, for the card holder and match pickers. */
export function useDriverOptions(enabled: boolean) {
  return useQuery({
    ...activeDriversQuery,
    select: (page): FleetOption[] => page.drivers.map((d) => ({ id: d.id, label: d.name })),
    enabled,
  });
}

/** The company's active trucks, by unit number. */
export function useTruckOptions(enabled: boolean) {
  return useQuery({
    queryKey: unitKeys('truck').list(TRUCK_PICKER),
    queryFn: ({ signal }) => listUnits('truck', TRUCK_PICKER, signal),
    select: (page): FleetOption[] => page.units.map((u) => ({ id: u.id, label: u.unit_number })),
    enabled,
  });
}

/** The drivers and trucks a fuel form picks from, fetched while it is open. */
export function useFleetOptions(open: boolean) {
  return { drivers: useDriverOptions(open), trucks: useTruckOptions(open) };
}
