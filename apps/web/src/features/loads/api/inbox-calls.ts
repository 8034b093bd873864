import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboundEmailAnswer, type LoadInboxItemDetail, loadInboxItemDetail } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fetchFile } from '../../../app/api/fetch-file';
import { inboundEmailKeys, loadInboxKeys } from '../../../app/api/query-keys';
import { loadInboxListQuery } from '../../../app/shell/load-inbox-count';

/** While an item is being read the list is read again this often, so its reading shows up by itself. */
export const LOAD_INBOX_POLL_MS = 4_000;

/** GET /api/loads/inbox: the open items, read again while any is still queued for the reader. */
export function useLoadInbox() {
  return useQuery({
    ...loadInboxListQuery(),
    // The badge keeps this list too: opening the page reads it again rather than show the badge's copy.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((i) => i.state === 'queued') ? LOAD_INBOX_POLL_MS : false,
  });
}

/** One inbox item with its reading, and its attachment as a file to show beside the review. */
export interface InboxItemWithFile {
  item: LoadInboxItemDetail;
  file: File | null;
}

async function getInboxItem(id: string, signal?: AbortSignal): Promise<InboxItemWithFile> {
  const item = loadInboxItemDetail.parse(await apiClient(`/api/loads/inbox/${encodeURIComponent(id)}`, { signal }));
  if (!item.filename) return { item, file: null };
  const { file } = await fetchFile(`/api/loads/inbox/${encodeURIComponent(id)}/file`, {
    accept: item.content_type ?? 'application/octet-stream',
    fallbackName: item.filename,
  });
  // The item names the file and its type; the preview chooses how to draw it by that type.
  return { item, file: new File([file], item.filename, { type: item.content_type ?? file.type }) };
}

/**
 * GET /api/loads/inbox/{id} and its file, for the AI page. Read once: the file becomes a local
 * link shown beside the review, which must not change while the dispatcher works.
 */
export function useInboxItem(id: string | null) {
  return useQuery({
    queryKey: loadInboxKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getInboxItem(id ?? '', signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** DELETE /api/loads/inbox/{id}: the item leaves the inbox unread into a load. */
export function useDiscardInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient(`/api/loads/inbox/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadInboxKeys.all }),
  });
}

/** POST /api/loads/inbox/{id}/loaded: the load made from the item; the item leaves the inbox. */
export function useMarkInboxItemLoaded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, loadId }: { id: string; loadId: number }) =>
      apiClient(`/api/loads/inbox/${encodeURIComponent(id)}/loaded`, { method: 'POST', json: { load_id: loadId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loadInboxKeys.list() }),
  });
}

/** GET /api/settings/inbound-email: the company's address for rate confirmations. */
export function useInboundEmailAddress(enabled = true) {
  return useQuery({
    queryKey: inboundEmailKeys.all,
    queryFn: async ({ signal }) =>
      inboundEmailAnswer.parse(await apiClient('/api/settings/inbound-email', { signal })).address,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/settings/inbound-email/rotate: a new address; the old one stops working at once. */
export function useRotateInboundEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      inboundEmailAnswer.parse(await apiClient('/api/settings/inbound-email/rotate', { method: 'POST' })).address,
    onSuccess: (address) => queryClient.setQueryData(inboundEmailKeys.all, address),
  });
}
