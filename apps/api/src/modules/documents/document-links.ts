import { CATEGORY_LINK_FIELD, DOCUMENT_LINK_FIELDS, type DocumentCategory, type DocumentLinkField } from '@tms/domain';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import type { DocumentOwners } from './document-owners';

export type DocumentLinks = Partial<Record<DocumentLinkField, number>>;

const RECORD_NAMES: Record<DocumentLinkField, [singular: string, plural: string]> = {
  load_id: ['Load', 'Loads'],
  driver_id: ['Driver', 'Drivers'],
  customer_id: ['Customer', 'Customers'],
  truck_id: ['Truck', 'Trucks'],
  trailer_id: ['Trailer', 'Trailers'],
};

/** A 422 naming a link whose records no area has registered yet (fleet and loads register theirs later). */
export const notLinkableYet = (field: DocumentLinkField) =>
  invalidField(field, `${RECORD_NAMES[field][1]} are not available yet, so ${field} cannot be linked`);

/** The links a request names, in spec order. */
export const linksOf = (fields: DocumentLinks) =>
  DOCUMENT_LINK_FIELDS.flatMap((f) => (fields[f] === undefined ? [] : [[f, fields[f]] as const]));

/**
 * Checks what an upload links to: the category has a registered owner, its own link is given,
 * and every record named is a live record of the caller's company that the caller may see.
 */
export async function checkLinks(
  owners: DocumentOwners,
  ctx: Ctx,
  companyId: number,
  category: DocumentCategory,
  links: DocumentLinks,
) {
  const own = CATEGORY_LINK_FIELD[category];
  const owner = owners.ownerOf(category);
  if (!owner) throw own ? notLinkableYet(own) : invalidField('category', `${category} documents are not available yet`);
  if (own && links[own] === undefined) throw invalidField(own, `${own} is required for ${category} documents`);
  for (const [field, id] of linksOf(links)) await checkLinkedRecord(owners, ctx, companyId, field, id);
}

/** One linked record: its kind is registered, the caller may see it, and it is a live record of the company. */
export async function checkLinkedRecord(
  owners: DocumentOwners,
  ctx: Ctx,
  companyId: number,
  field: DocumentLinkField,
  id: number,
) {
  const linked = owners.ownerOfLink(field);
  if (!linked?.exists) throw notLinkableYet(field);
  if (!owners.mayRead(ctx, linked.category)) throw forbidden();
  // A platform caller has no records of their own to link to.
  if (ctx.scope.kind !== 'tenant' || ctx.scope.companyId !== companyId) throw forbidden();
  if (!(await linked.exists(ctx, id))) throw notFound(`${RECORD_NAMES[field][0]} not found`);
}

/**
 * List filters by link: a caller who may not see a kind of record may not ask for its documents.
 * (A link no area has registered yet simply matches nothing.)
 */
export function assertMayFilterBy(owners: DocumentOwners, ctx: Ctx, links: DocumentLinks) {
  for (const [field] of linksOf(links)) {
    const linked = owners.ownerOfLink(field);
    if (linked && !owners.mayRead(ctx, linked.category)) throw forbidden();
  }
}
