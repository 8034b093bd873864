import {
  type Capability,
  DOCUMENT_UPLOAD_RULES,
  type DocumentType,
  mayWriteDocumentType,
  type UploadRule,
} from '@tms/domain';
import type { DocumentFilters } from '../api/document-keys';

/** Everything a screen says about the documents it shows and takes. */
export interface DocumentContext {
  /** The category and the record the documents belong to. */
  owner: DocumentFilters;
  /** Accepted kinds and size limit; the category's rule unless a screen narrows it. */
  rule: UploadRule;
  /** Types the uploader offers (those the user may write); with one type there is no selector. */
  types: readonly DocumentType[];
  defaultType: DocumentType;
  /** Whether several files may be chosen at once. */
  multiple: boolean;
  /** Whether the user may upload, edit, deprecate, restore and delete documents of a type (decision 0136). */
  mayChange: (type: string) => boolean;
}

type ContextOptions = Partial<Omit<DocumentContext, 'owner' | 'mayChange'>> & {
  /**
   * The user's capabilities, for owners whose rights depend on the document type (a driver's
   * tax form is not a driver's operational document): the types offered are those they may write.
   */
  capabilities?: ReadonlySet<Capability>;
};

export function documentContext(owner: DocumentFilters, options: ContextOptions = {}) {
  const caps = options.capabilities;
  const mayChange = (type: string) => caps === undefined || mayWriteDocumentType(owner.category, type, caps);
  const types = (options.types ?? ['other']).filter(mayChange);
  const defaultType = options.defaultType && types.includes(options.defaultType) ? options.defaultType : types[0];
  return {
    owner,
    rule: options.rule ?? DOCUMENT_UPLOAD_RULES[owner.category],
    types,
    defaultType: defaultType ?? 'other',
    multiple: options.multiple ?? true,
    mayChange,
  } satisfies DocumentContext;
}
