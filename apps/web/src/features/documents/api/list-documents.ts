import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOCUMENT_LINK_FIELDS, documentList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type DocumentFilters, documentKeys } from './document-keys';

export type DocumentPage = z.infer<typeof documentList>;

/** The spec's document list limit. */
export const DOCUMENT_LIST_LIMIT = 50;

export async function listDocuments(
  filters: DocumentFilters,
  includeDeprecated: boolean,
  signal?: AbortSignal,
): Promise<DocumentPage> {
  const query = new URLSearchParams({
    category: filters.category,
    include_deprecated: String(includeDeprecated),
    limit: String(DOCUMENT_LIST_LIMIT),
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
