import { type Capability, capabilitiesOf, type DocumentCategory, type DocumentLinkField } from '@tms/domain';
import type { Ctx } from '../../lib/context';

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
  const mayRead = (ctx: Ctx, owner: DocumentOwner) => {
    if (owner.read === 'company members') return true;
    const caps = capabilitiesOf(ctx.roles);
    return owner.read.some((c) => caps.has(c));
  };

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
    mayRead: (ctx: Ctx, category: string) => {
      const owner = byCategory.get(category as DocumentCategory);
      return owner !== undefined && mayRead(ctx, owner);
    },
    mayWrite(ctx: Ctx, category: string) {
      const owner = byCategory.get(category as DocumentCategory);
      const caps = capabilitiesOf(ctx.roles);
      return owner?.write.some((c) => caps.has(c)) ?? false;
    },
    /** The categories whose documents the caller may read. */
    readableCategories: (ctx: Ctx) => [...byCategory.values()].filter((o) => mayRead(ctx, o)).map((o) => o.category),
  };
}

export type DocumentOwners = ReturnType<typeof createDocumentOwners>;
