import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Accessorial,
  type AccessorialList,
  type accessorialCreate,
  accessorialList,
  accessorialSchema,
  type accessorialUpdate,
} from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { CACHE, loadKeys } from './load-keys';

export type NewAccessorial = z.output<typeof accessorialCreate>;
export type AccessorialChanges = z.output<typeof accessorialUpdate>;

const path = (loadId: number, id?: number) => `/api/loads/${loadId}/accessorials${id ? `/${id}` : ''}`;

export async function listAccessorials(loadId: number, signal?: AbortSignal): Promise<AccessorialList> {
  return accessorialList.parse(await apiClient(path(loadId), { signal }));
}

export async function createAccessorial(loadId: number, body: NewAccessorial): Promise<Accessorial> {
  return accessorialSchema.parse(await apiClient(path(loadId), { method: 'POST', json: body }));
}

export async function updateAccessorial(loadId: number, id: number, body: AccessorialChanges): Promise<Accessorial> {
  return accessorialSchema.parse(await apiClient(path(loadId, id), { method: 'PUT', json: body }));
}

export async function deleteAccessorial(loadId: number, id: number): Promise<void> {
  await apiClient(path(loadId, id), { method: 'DELETE' });
}

/** The load's accessorials and totals. */
export function useAccessorials(loadId: number) {
  return useQuery({
    queryKey: loadKeys.accessorials(loadId),
    queryFn: ({ signal }) => listAccessorials(loadId, signal),
    staleTime: CACHE.load,
  });
}

/**
 * Adds, changes or removes one of the load's accessorials; afterwards the list and the load (its
 * totals, margin and history) are read again.
 */
export function useSaveAccessorial(loadId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: loadKeys.accessorials(loadId) }),
      queryClient.invalidateQueries({ queryKey: loadKeys.detail(loadId) }),
      queryClient.invalidateQueries({ queryKey: loadKeys.history(loadId) }),
    ]);
  return {
    create: useMutation({ mutationFn: (body: NewAccessorial) => createAccessorial(loadId, body), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, ...body }: AccessorialChanges & { id: number }) => updateAccessorial(loadId, id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteAccessorial(loadId, id), onSuccess: refresh }),
  };
}
