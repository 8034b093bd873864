import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoadEventsPut, loadEventSchema, loadSchema, type StopTimesInput } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { loadKeys } from './load-keys';

function useLoadPageMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: loadKeys.all }) });
}

/** When the truck arrived at a stop and left it (PUT /api/loads/{id}/events/{eventId}/times). */
export const useSetStopTimes = () =>
  useLoadPageMutation(async (v: { loadId: number; eventId: number; body: StopTimesInput }) =>
    loadEventSchema.parse(
      await apiClient(`/api/loads/${v.loadId}/events/${v.eventId}/times`, { method: 'PUT', json: v.body }),
    ),
  );

/** A copy of the load under a new number (POST /api/loads/{id}/duplicate): answers the new load. */
export const useDuplicateLoad = () =>
  useLoadPageMutation(async (loadId: number) =>
    loadSchema.parse(await apiClient(`/api/loads/${loadId}/duplicate`, { method: 'POST' })),
  );

/** The load's stops saved as a whole, after a move or an edit in place (PUT /api/loads/{id}/events). */
export const useSaveStops = () =>
  useLoadPageMutation(async (v: { loadId: number; body: LoadEventsPut }) =>
    loadSchema.parse(await apiClient(`/api/loads/${v.loadId}/events`, { method: 'PUT', json: v.body })),
  );
