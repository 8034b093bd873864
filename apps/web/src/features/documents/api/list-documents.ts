import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOCUMENT_LINK_FIELDS, documentList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type DocumentFilters, documentKeys } from './document-keys';

export type DocumentPage = z.infer<typeof documentList>;

/** The spec's document list limit. */
export const DOCUMENT_LIST_LIMIT = 50;
/** Spec 3 section 9: merge, invoice and tab counts read up to 100. */
export const DOCUMENT_SELECTION_LIMIT = 100;
/** Spec 3 section 9: document counts are cached for 2 minutes. */
const COUNTS_STALE_MS = 2 * 60_000;

export async function listDocuments(
  filters: DocumentFilters,
  includeDeprecated: boolean,
  signal?: AbortSignal,
  limit = DOCUMENT_LIST_LIMIT,
): Promise<DocumentPage> {
  const query = new URLSearchParams({
    category: filters.category,
    include_deprecated: String(includeDeprecated),
    limit: String(limit),
  });
  if (filters.documentType) query.set('document_type', filters.documentType);
  for (const field of DOCUMENT_LINK_FIELDS) {
    const id = filters[field];
    if (id !== undefined) query.set(field, String(id));
  }
  return documentList.parse(await apiClient(`/api/documents/?${query}`, { signal }));
}

export function useDocuments(filters: DocumentFilters, includeDeprecated: boolean) {
  return useQuery({
    queryKey: documentKeys.list(filters, includeDeprecated),
    queryFn: ({ signal }) => listDocuments(filters, includeDeprecated, signal),
    // Turning "Show deprecated documents" on keeps the current rows until the longer list arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * A record's active documents, up to 100: what the Factoring and Invoice tabs choose from and
 * what the type tabs count. Cached for 2 minutes; uploads and changes refresh it.
 */
export function useDocumentSelection(filters: DocumentFilters, enabled = true) {
  return useQuery({
    queryKey: documentKeys.selection(filters),
    queryFn: ({ signal }) => listDocuments(filters, false, signal, DOCUMENT_SELECTION_LIMIT),
    staleTime: COUNTS_STALE_MS,
    enabled,
  });
}
