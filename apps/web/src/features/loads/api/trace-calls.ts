import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driverEventList, loadEventSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { toQuery } from './board-calls';
import { LOAD_RETRY, loadKeys } from './load-keys';

/** A driver's stops in a date window (GET /api/loads/driver/{driverId}/events). */
export function useDriverEvents(driverId: number | null, params: Record<string, unknown>) {
  return useQuery({
    queryKey: loadKeys.driverEvents(driverId ?? 0, params),
    queryFn: async ({ signal }) =>
      driverEventList.parse(await apiClient(`/api/loads/driver/${driverId}/events?${toQuery(params)}`, { signal })),
    enabled: driverId !== null,
    ...LOAD_RETRY,
  });
}

export function useCompleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { loadId: number; eventId: number }) =>
      loadEventSchema.parse(
        await apiClient(`/api/loads/${v.loadId}/events/${v.eventId}/complete`, {
          method: 'PUT',
          json: { is_completed: true },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadKeys.all }),
  });
}
