import { useQuery } from '@tanstack/react-query';
import { type LoadEmptyMiles, loadEmptyMiles, type MileageAnswer, mileageAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { loadKeys } from './load-keys';
import { mileageKeys } from './mileage-keys';

/** Miles between stops, by their ZIP codes in order (decision 0193). */
export async function getMileage(zips: readonly string[], signal?: AbortSignal): Promise<MileageAnswer> {
  const query = new URLSearchParams(zips.map((zip) => ['zip', zip]));
  return mileageAnswer.parse(await apiClient(`/api/mileage?${query}`, { signal }));
}

/** A load's proposed empty miles: from its truck's previous delivery to its first pickup (decision 0200). */
export async function getEmptyMiles(id: number, signal?: AbortSignal): Promise<LoadEmptyMiles> {
  return loadEmptyMiles.parse(await apiClient(`/api/loads/${id}/empty-miles`, { signal }));
}

/** The estimate for these stops; nothing is asked until there are ZIP codes to measure between. */
export function useMileage(zips: readonly string[] | null) {
  return useQuery({
    queryKey: mileageKeys.between(zips ?? []),
    queryFn: ({ signal }) => getMileage(zips ?? [], signal),
    enabled: zips !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The load's empty miles as the server proposes them, read afresh each time the step opens. */
export function useEmptyMiles(id: number | null) {
  return useQuery({
    queryKey: loadKeys.emptyMiles(id ?? 0),
    queryFn: ({ signal }) => getEmptyMiles(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
