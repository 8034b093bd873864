import {
  type Capability,
  capabilitiesOf,
  DOCUMENT_LINK_FIELDS,
  DOCUMENT_TYPES,
  type DocumentCategory,
  type DocumentLinkField,
  type DocumentRights,
} from '@tms/domain';
import type { Ctx } from '../../lib/context';

/** A document's category, type and links: what decides who may see it. */
export type DocumentFacts = { category: string; document_type: string } & Record<DocumentLinkField, number | null>;

/** Per link, the ids of the records the caller may see; a link not named is seen whole. */
export type VisibleLinks = Partial<Record<DocumentLinkField, ReadonlySet<number>>>;

/**
 * What a document can belong to. Each area that keeps records with documents (customers now;
 * drivers, trucks, trailers and loads with their areas) registers one owner at start-up, so the
 * documents module never reads another module's tables and never guesses who may see a file.
 */
export type DocumentOwner = {
  category: DocumentCategory;
  /** The field naming the owning record; none for documents of the company itself. */
  link?: DocumentLinkField;
  /** Who may list, open, link and merge these documents: any member of the company, or these capabilities. */
  read: 'company members' | readonly Capability[];
  /** Who may upload, edit, deprecate, restore and delete them. */
  write: readonly Capability[];
  /**
   * Whether the record `id` is a live record of the caller's company, asked through the owning
   * module's own service; the caller is always a tenant here. Required when `link` is set.
   */
  exists?: (ctx: Ctx, id: number) => Promise<boolean>;
  /** Rights per document type that narrow `read` and `write` (driver documents, decision 0136). */
  typeRights?: (documentType: string) => DocumentRights;
  /**
   * The ids of the records of the caller's company the caller may see, or undefined when they
   * see them all (a tracking user sees the loads of the drivers they follow): a document naming
   * a record the caller may not see is, for them, a document that does not exist (decision 0135).
   */
  visibleIds?: (ctx: Ctx) => Promise<readonly number[] | undefined>;
};

const COMPANY: DocumentOwner = {
  category: 'company',
  read: 'company members',
  write: ['settings_company_write', 'company_management'],
};
const ACCOUNTING: DocumentOwner = {
  category: 'accounting',
  read: ['accounting_access'],
  write: ['accounting_access'],
};

/** The registry of document owners, with the company's own documents and accounting built in. */
export function createDocumentOwners() {
  const byCategory = new Map<DocumentCategory, DocumentOwner>([
    [COMPANY.category, COMPANY],
    [ACCOUNTING.category, ACCOUNTING],
  ]);
  const holds = (ctx: Ctx, rule: readonly Capability[]) => {
    const caps = capabilitiesOf(ctx.roles);
    return rule.some((c) => caps.has(c));
  };
  /** Whether the caller may read documents of the owner: with a type, that type's; without, any. */
  const mayRead = (ctx: Ctx, owner: DocumentOwner, type?: string) =>
    (owner.read === 'company members' || holds(ctx, owner.read)) &&
    (type === undefined || !owner.typeRights || holds(ctx, owner.typeRights(type).read));

  return {
    /** Adds the owner of a category; called once per area when the app is built. */
    register(owner: DocumentOwner) {
      if (byCategory.has(owner.category)) throw new Error(`document owner ${owner.category} is registered twice`);
      if (owner.link && !owner.exists) throw new Error(`document owner ${owner.category} needs exists()`);
      byCategory.set(owner.category, owner);
    },
    ownerOf: (category: DocumentCategory) => byCategory.get(category),
    /** The owner whose records a link field names (customer_id: the customer owner). */
    ownerOfLink: (field: DocumentLinkField) => [...byCategory.values()].find((o) => o.link === field),
    /** Whether the caller may read documents of the category (of that type, when one is named). */
    mayRead: (ctx: Ctx, category: string, type?: string) => {
      const owner = byCategory.get(category as DocumentCategory);
      return owner !== undefined && mayRead(ctx, owner, type);
    },
    /** Whether the caller may add or change documents of the category (of that type, when one is named). */
    mayWrite(ctx: Ctx, category: string, type?: string) {
      const owner = byCategory.get(category as DocumentCategory);
      if (!owner || !holds(ctx, owner.write)) return false;
      return type === undefined || !owner.typeRights || holds(ctx, owner.typeRights(type).write);
    },
    /**
     * The categories whose documents the caller may read, each with the types they may read
     * when the owner narrows them by type (undefined: every type).
     */
    readable: (ctx: Ctx) =>
      [...byCategory.values()]
        .filter((o) => mayRead(ctx, o))
        .map((o) => ({
          category: o.category,
          types: o.typeRights ? DOCUMENT_TYPES.filter((t) => mayRead(ctx, o, t)) : undefined,
        })),
    /** Per link, the records the caller may see, asked once of each owner that restricts them. */
    async visibleLinks(ctx: Ctx): Promise<VisibleLinks> {
      // A platform caller reads no record-linked documents of a company's (no read right on them).
      if (ctx.scope.kind !== 'tenant') return {};
      const out: VisibleLinks = {};
      for (const owner of byCategory.values()) {
        const ids = owner.link && (await owner.visibleIds?.(ctx));
        if (owner.link && ids) out[owner.link] = new Set(ids);
      }
      return out;
    },
  };
}

export type DocumentOwners = ReturnType<typeof createDocumentOwners>;

/** Whether every record the document names is one the caller may see. */
export const namesOnlyVisible = (doc: DocumentFacts, visible: VisibleLinks) =>
  DOCUMENT_LINK_FIELDS.every((f) => {
    const id = doc[f];
    return id === null || visible[f] === undefined || visible[f].has(id);
  });
