import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LoadListFilters,
  type LoadStatsFilters,
  loadCommentList,
  loadCommentSchema,
  loadHistoryList,
  loadList,
  loadSchema,
  loadStatsSummary,
  type SavedViewFilters,
  savedViewList,
  savedViewSchema,
} from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { LOAD_RETRY, loadKeys } from './load-keys';

/** Filters as the board's query string: lists joined by commas, empties left out. */
export function toQuery(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) q.set(k, v.join(','));
    } else q.set(k, String(v));
  }
  return q.toString();
}

/** The board's list, shared by its hook and the prefetch that starts it as the user signs in. */
export const loadBoardOptions = (params: LoadListFilters) =>
  queryOptions({
    queryKey: loadKeys.list(params),
    queryFn: async ({ signal }) => loadList.parse(await apiClient(`/api/loads/bulk?${toQuery(params)}`, { signal })),
    ...LOAD_RETRY,
  });

export const loadStatsOptions = (params: LoadStatsFilters) =>
  queryOptions({
    queryKey: loadKeys.stats(params),
    queryFn: async ({ signal }) =>
      loadStatsSummary.parse(await apiClient(`/api/loads/stats/summary?${toQuery(params)}`, { signal })),
    ...LOAD_RETRY,
  });

export function useLoadBoard(params: LoadListFilters) {
  return useQuery({ ...loadBoardOptions(params), placeholderData: keepPreviousData });
}

export function useLoadStats(params: LoadStatsFilters) {
  return useQuery({ ...loadStatsOptions(params), placeholderData: keepPreviousData });
}

function useLoadMutation<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: loadKeys.all }) });
}

export const useSetLoadStatus = () =>
  useLoadMutation(async (v: { id: number; status_id: number }) =>
    loadSchema.parse(await apiClient(`/api/loads/${v.id}/status`, { method: 'PUT', json: { status_id: v.status_id } })),
  );

export const useSetLoadProcessed = () =>
  useLoadMutation(async (v: { id: number; processed: boolean }) =>
    loadSchema.parse(
      await apiClient(`/api/loads/${v.id}/processed`, { method: 'PUT', json: { processed: v.processed } }),
    ),
  );

export const useDeleteLoad = () => useLoadMutation((id: number) => apiClient(`/api/loads/${id}`, { method: 'DELETE' }));

export function useLoadComments(id: number | null) {
  return useQuery({
    queryKey: loadKeys.comments(id ?? 0),
    queryFn: async () => loadCommentList.parse(await apiClient(`/api/loads/${id}/comments?limit=200`)).comments,
    enabled: id !== null,
  });
}

export const useAddComment = () =>
  useLoadMutation(async (v: { id: number; text: string }) =>
    loadCommentSchema.parse(await apiClient(`/api/loads/${v.id}/comments`, { method: 'POST', json: { text: v.text } })),
  );

export const useEditComment = () =>
  useLoadMutation(async (v: { id: number; commentId: number; text: string }) =>
    loadCommentSchema.parse(
      await apiClient(`/api/loads/${v.id}/comments/${v.commentId}`, { method: 'PUT', json: { text: v.text } }),
    ),
  );

export const useDeleteComment = () =>
  useLoadMutation((v: { id: number; commentId: number }) =>
    apiClient(`/api/loads/${v.id}/comments/${v.commentId}`, { method: 'DELETE' }),
  );

export function useLoadHistory(id: number | null) {
  return useQuery({
    queryKey: loadKeys.history(id ?? 0),
    queryFn: async () => loadHistoryList.parse(await apiClient(`/api/loads/${id}/history`)).history,
    enabled: id !== null,
  });
}

export function useSavedViews() {
  return useQuery({
    queryKey: loadKeys.views(),
    queryFn: async () => savedViewList.parse(await apiClient('/api/loads/views')).views,
    staleTime: 5 * 60_000,
  });
}

export const useSaveView = () =>
  useLoadMutation(async (v: { name: string; filters: SavedViewFilters; is_default: boolean }) =>
    savedViewSchema.parse(await apiClient('/api/loads/views', { method: 'POST', json: v })),
  );

export const useDeleteView = () =>
  useLoadMutation((id: number) => apiClient(`/api/loads/views/${id}`, { method: 'DELETE' }));
