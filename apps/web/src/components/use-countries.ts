import { useQuery } from '@tanstack/react-query';
import { countryList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../app/api/api-client';
import { countryKeys } from '../app/api/query-keys';

export type Country = z.infer<typeof countryList>['countries'][number];

export async function fetchCountries(): Promise<Country[]> {
  return countryList.parse(await apiClient('/api/countries/')).countries;
}

/** The list never changes while the app runs, so it is fetched once per session. */
export function useCountries() {
  return useQuery({ queryKey: countryKeys.all, queryFn: fetchCountries, staleTime: Number.POSITIVE_INFINITY });
}
