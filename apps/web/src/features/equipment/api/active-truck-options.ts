import { useQuery } from '@tanstack/react-query';
import { type UnitListParams, unitKeys } from './unit-keys';
import { listUnits } from './units-api';

/** Every active truck by unit number (the first 200): the page the truck pickers show. */
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

/** The company's active trucks, by unit number, for pickers (always a record, never "None"). */
export function useActiveTruckOptions(enabled: boolean) {
  return useQuery({
    queryKey: unitKeys('truck').list(TRUCK_PICKER),
    queryFn: ({ signal }) => listUnits('truck', TRUCK_PICKER, signal),
    select: (page): { id: number; label: string }[] => page.units.map((u) => ({ id: u.id, label: u.unit_number })),
    enabled,
  });
}
