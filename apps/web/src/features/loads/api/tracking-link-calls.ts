import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TrackingLinkInput, trackingLinkCreated, trackingLinkList } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { LOAD_RETRY, loadKeys } from './load-keys';

const url = (loadId: number) => `/api/loads/${loadId}/tracking-links`;

/** A load's tracking links, newest first, without their tokens (GET /api/loads/{id}/tracking-links). */
export function useTrackingLinks(loadId: number, enabled = true) {
  return useQuery({
    queryKey: loadKeys.trackingLinks(loadId),
    queryFn: async ({ signal }) => trackingLinkList.parse(await apiClient(url(loadId), { signal })),
    enabled,
    ...LOAD_RETRY,
  });
}

function useTrackingLinkMutation<V extends { loadId: number }, T>(call: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_data, _error, v) => queryClient.invalidateQueries({ queryKey: loadKeys.trackingLinks(v.loadId) }),
  });
}

/** Makes a link; its answer is the only time the token and its address are shown. */
export const useCreateTrackingLink = () =>
  useTrackingLinkMutation(async (v: { loadId: number; body: TrackingLinkInput }) =>
    trackingLinkCreated.parse(await apiClient(url(v.loadId), { method: 'POST', json: v.body })),
  );

export const useRevokeTrackingLink = () =>
  useTrackingLinkMutation((v: { loadId: number; id: number }) =>
    apiClient(`${url(v.loadId)}/${v.id}`, { method: 'DELETE' }),
  );
