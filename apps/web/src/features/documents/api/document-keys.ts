import type { DocumentCategory, DocumentLinkField } from '@tms/domain';

/** Which documents a list shows: a category and, for records, the link to the record. */
export type DocumentFilters = { category: DocumentCategory; documentType?: string } & Partial<
  Record<DocumentLinkField, number>
>;

/** Query keys of documents; invalidating `all` refreshes every list, count and link. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (filters: DocumentFilters, includeDeprecated: boolean) =>
    [...documentKeys.lists(), filters, includeDeprecated] as const,
  /** The record's active documents read for selection and tab counts (limit 100). */
  selection: (filters: DocumentFilters) => [...documentKeys.lists(), filters, 'selection'] as const,
  link: (id: number, purpose: 'view' | 'thumbnail') => [...documentKeys.all, 'link', id, purpose] as const,
};
