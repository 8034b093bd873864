import { useQuery } from '@tanstack/react-query';
import {
  type Load,
  type LoadBasicInfoUpdate,
  type LoadEventsPut,
  type LoadRateCargoPatch,
  type LoadRateCargoPut,
  type LoadStep1,
  loadSchema,
} from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { CACHE, LOAD_RETRY, loadKeys } from './load-keys';

/** The wizard's calls (spec 3 section 7); each answers the whole load. */
export async function createBasicInfo(body: LoadStep1, accounting: boolean): Promise<Load> {
  const path = accounting ? '/api/loads/accounting/step-1' : '/api/loads/step-1';
  return loadSchema.parse(await apiClient(path, { method: 'POST', json: body }));
}

export async function updateBasicInfo(id: number, body: LoadBasicInfoUpdate): Promise<Load> {
  return loadSchema.parse(await apiClient(`/api/loads/${id}`, { method: 'PUT', json: body }));
}

export async function saveEvents(id: number, body: LoadEventsPut): Promise<Load> {
  return loadSchema.parse(await apiClient(`/api/loads/${id}/step-2`, { method: 'PUT', json: body }));
}

export async function saveRateCargo(id: number, body: LoadRateCargoPut): Promise<Load> {
  return loadSchema.parse(await apiClient(`/api/loads/${id}/step-3`, { method: 'PUT', json: body }));
}

/** Edit mode: only the changed rate and cargo fields. Answers the whole load, with its new version. */
export async function patchRateCargo(id: number, body: LoadRateCargoPatch): Promise<Load> {
  return loadSchema.parse(await apiClient(`/api/loads/${id}/step-4`, { method: 'PUT', json: body }));
}

export async function getLoad(id: number, signal?: AbortSignal): Promise<Load> {
  return loadSchema.parse(await apiClient(`/api/loads/${id}`, { signal }));
}

export function useLoad(id: number | null) {
  return useQuery({
    queryKey: loadKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getLoad(id ?? 0, signal),
    enabled: id !== null,
    staleTime: CACHE.load,
    ...LOAD_RETRY,
  });
}
