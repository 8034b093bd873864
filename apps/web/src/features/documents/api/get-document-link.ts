import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_LINK_SECONDS, presignedUrlAnswer, THUMBNAIL_LINK_SECONDS } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { documentKeys } from './document-keys';

/** A signed link to a document's file: saved by the browser (download) or shown in place. */
export async function getDocumentLink(id: number, download: boolean, expiresIn = DOCUMENT_LINK_SECONDS) {
  const query = new URLSearchParams({ download: String(download), expires_in: String(expiresIn) });
  return presignedUrlAnswer.parse(await apiClient(`/api/documents/${id}/presigned-url?${query}`)).url;
}

/** Links are fetched again well before they expire. */
const freshFor = (seconds: number) => (seconds * 1000) / 2;

/** The inline link a viewer shows (300 s). */
export function useViewLink(id: number | undefined) {
  return useQuery({
    queryKey: documentKeys.link(id ?? 0, 'view'),
    queryFn: () => getDocumentLink(id ?? 0, false),
    enabled: id !== undefined,
    staleTime: freshFor(DOCUMENT_LINK_SECONDS),
    gcTime: DOCUMENT_LINK_SECONDS * 1000,
  });
}

/** An image thumbnail's link (3600 s, spec 2 section 9). */
export function useThumbnailLink(id: number, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.link(id, 'thumbnail'),
    queryFn: () => getDocumentLink(id, false, THUMBNAIL_LINK_SECONDS),
    enabled,
    staleTime: freshFor(THUMBNAIL_LINK_SECONDS),
  });
}
