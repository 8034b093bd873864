import { DOCUMENT_UPLOAD_RULES, type DocumentType, type UploadRule } from '@tms/domain';
import type { DocumentFilters } from '../api/document-keys';

/** Everything a screen says about the documents it shows and takes. */
export interface DocumentContext {
  /** The category and the record the documents belong to. */
  owner: DocumentFilters;
  /** Accepted kinds and size limit; the category's rule unless a screen narrows it. */
  rule: UploadRule;
  /** Types the uploader offers; with one type there is no selector. */
  types: readonly DocumentType[];
  defaultType: DocumentType;
  /** Whether several files may be chosen at once. */
  multiple: boolean;
}

export function documentContext(owner: DocumentFilters, options: Partial<Omit<DocumentContext, 'owner'>> = {}) {
  const types = options.types ?? ['other'];
  return {
    owner,
    rule: options.rule ?? DOCUMENT_UPLOAD_RULES[owner.category],
    types,
    defaultType: options.defaultType ?? types[0] ?? 'other',
    multiple: options.multiple ?? true,
  } satisfies DocumentContext;
}
