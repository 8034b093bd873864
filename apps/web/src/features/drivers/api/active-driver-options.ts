import { useQuery } from '@tanstack/react-query';
import { activeDriversQuery } from './list-drivers';

/** The company's active drivers, by name, for pickers (always a record, never "None"). */
export function useActiveDriverOptions(enabled: boolean) {
  return useQuery({
    ...activeDriversQuery,
    select: (page): { id: number; label: string }[] => page.drivers.map((d) => ({ id: d.id, label: d.name })),
    enabled,
  });
}
