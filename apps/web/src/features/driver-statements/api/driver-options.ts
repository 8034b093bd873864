import { useQuery } from '@tanstack/react-query';
import { driverList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { driverKeys } from '../../drivers/api/driver-keys';

/** Drivers matching a search, for the statement list's driver filter (the drivers list call). */
export function useDriverOptions(search: string) {
  const text = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: driverKeys.options(text),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (text) query.set('search', text);
      return driverList.parse(await apiClient(`/api/drivers/?${query}`, { signal })).drivers;
    },
  });
}
