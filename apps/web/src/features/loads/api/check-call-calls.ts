import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CheckCallInput, checkCallList, checkCallSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { LOAD_RETRY, loadKeys } from './load-keys';

/** A load's check calls, newest first (GET /api/loads/{id}/check-calls). */
export function useCheckCalls(loadId: number) {
  return useQuery({
    queryKey: loadKeys.checkCalls(loadId),
    queryFn: async ({ signal }) => checkCallList.parse(await apiClient(`/api/loads/${loadId}/check-calls`, { signal })),
    ...LOAD_RETRY,
  });
}

/** Adds or deletes a check call; the board's rows, Track & Trace and the history show the newest one, so all of loads refresh. */
function useCheckCallMutation<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: loadKeys.all }) });
}

export const useAddCheckCall = () =>
  useCheckCallMutation(async (v: { loadId: number; body: CheckCallInput }) =>
    checkCallSchema.parse(await apiClient(`/api/loads/${v.loadId}/check-calls`, { method: 'POST', json: v.body })),
  );

export const useDeleteCheckCall = () =>
  useCheckCallMutation((v: { loadId: number; id: number }) =>
    apiClient(`/api/loads/${v.loadId}/check-calls/${v.id}`, { method: 'DELETE' }),
  );
