import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_LINK_SECONDS,
  type DocumentCategory,
  type DocumentRecord,
  type DocumentType,
  isWebImage,
  LOGO_LINK_SECONDS,
  THUMBNAIL_LINK_SECONDS,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCaller, withSystem, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { isPlatform, type Scope, tenantScope } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { companyName } from '../companies/companies.service';
import { type Incoming, type Storage, storageKey } from '../storage/storage.service';
import { assertMayFilterBy, checkLinks, type DocumentLinks } from './document-links';
import { type DocumentOwners, namesOnlyVisible } from './document-owners';
import * as repo from './documents.repo';
import { type GeneratedPdf, saveGeneratedPdf } from './generated-documents';
import { readAll } from './read-all';
import { storedFilename } from './stored-filename';
import { checkUpload, uploadRuleFor } from './upload-check';

// Areas whose records carry documents describe them with this type (customers/customer-document-owner.ts).
export type { DocumentOwner } from './document-owners';

export type UploadedFile = { filename: string; mimetype: string; data: Buffer };
/** An upload's file as received: its cleaned name and its bytes, staged in the store (see `receive`). */
export type StagedUpload = { filename: string; incoming: Incoming };
export type UploadFields = DocumentLinks & {
  document_type: string;
  category: DocumentCategory;
  description?: string;
  tags?: string;
  target_company_id?: number;
};

export const DOCUMENT_NOT_FOUND = 'Document not found';
const NOT_ALLOWED_TO_SEE = 'You do not have permission to see this document';

function toRecord({
  doc,
  first,
  last,
}: {
  doc: repo.DocumentRow;
  first: string | null;
  last: string | null;
}): DocumentRecord {
  return {
    id: doc.id,
    original_filename: doc.original_filename,
    document_type: doc.document_type,
    content_type: doc.content_type,
    file_size: doc.file_size,
    category: doc.category,
    description: doc.description,
    tags: doc.tags,
    load_id: doc.load_id,
    driver_id: doc.driver_id,
    customer_id: doc.customer_id,
    truck_id: doc.truck_id,
    trailer_id: doc.trailer_id,
    company_id: doc.company_id,
    is_active: doc.is_active,
    deprecated: !doc.is_active,
    created_at: doc.created_at.toISOString(),
    uploaded_by_name: first ? `${first} ${last ?? ''}`.trim() : null,
  };
}

/** What a list reads: a tenant its own company; a superadmin one company by filter, or all. */
const listScope = (ctx: Ctx, companyId?: number): Scope =>
  ctx.scope.kind === 'tenant' || companyId === undefined ? ctx.scope : tenantScope(companyId);

/**
 * Whether a record of the company still has documents, deprecated ones included, inside the
 * caller's transaction: areas refuse to delete such a record so no file is left without its owner.
 */
export function hasDocuments(
  tx: AppDb,
  companyId: number,
  link: 'driver_id' | 'truck_id' | 'trailer_id',
  id: number,
): Promise<boolean> {
  return repo.isLinkedToDocument(tx, { companyId, link, id });
}

/** Whether the load has an active document of the type (a POD, for the load workflow), inside the caller's transaction. */
export function loadHasActiveDocument(
  tx: AppDb,
  companyId: number,
  loadId: number,
  documentType: DocumentType,
): Promise<boolean> {
  return repo.hasActiveLoadDocument(tx, { companyId, loadId, documentType });
}

export function createDocumentsService(deps: {
  db: AppDb;
  storage: Storage;
  /** Who owns each category of document: links and read and write rights (decision 0025). */
  owners: DocumentOwners;
  /** For lasting logo links in e-mails: the app's public address and a key to sign them. */
  logoLinks: { appUrl: string; secret: string };
}) {
  const { db, storage, owners, logoLinks } = deps;
  const logoSignature = (companyId: number) =>
    createHmac('sha256', logoLinks.secret).update(`company-logo:${companyId}`).digest('base64url').slice(0, 32);

  /** The company a call acts on: a superadmin names it, everyone else acts on their own. */
  async function companyFor(ctx: Ctx, target?: number): Promise<number> {
    if (ctx.scope.kind === 'tenant') {
      if (target !== undefined && target !== ctx.scope.companyId)
        throw forbidden('You can only manage documents of your own company');
      return ctx.scope.companyId;
    }
    if (target === undefined) throw badRequest('target_company_id is required for platform administrators');
    if ((await withSystem(db, (tx) => companyName(tx, target))) === undefined) throw notFound('Company not found');
    return target;
  }

  function assertMayWrite(ctx: Ctx, category: string, type: string) {
    if (!owners.mayWrite(ctx, category, type)) throw forbidden();
  }

  /**
   * A document of the caller's scope that the caller may see: 404 outside it or when it names a
   * record the caller may not see (another driver's load), 403 for a category or type they may not read.
   */
  async function readable(ctx: Ctx, id: number) {
    const row = await withCaller(db, ctx, (tx) => repo.findDocument(tx, { id, scope: ctx.scope }));
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    if (!owners.mayRead(ctx, row.doc.category, row.doc.document_type)) throw forbidden(NOT_ALLOWED_TO_SEE);
    if (!namesOnlyVisible(row.doc, await owners.visibleLinks(ctx))) throw notFound(DOCUMENT_NOT_FOUND);
    return row;
  }

  /** Work on one company's documents: a tenant in its own transaction, a superadmin platform-wide. */
  const inCompany = <T>(ctx: Ctx, companyId: number, work: (tx: AppDb) => Promise<T>) =>
    withCaller(db, isPlatform(ctx) ? ctx : { scope: tenantScope(companyId) }, work);

  async function linkFor(doc: repo.DocumentRow, expiresInSeconds: number, download: boolean) {
    return storage.signedUrl(doc.storage_key, {
      expiresInSeconds,
      download,
      filename: doc.original_filename,
      contentType: doc.content_type,
    });
  }

  return {
    /** Takes an upload's file into the store's staging place as it arrives (the route hands it to `upload`). */
    receive: (body: Readable) => storage.receive(body),

    /** Checks a staged upload and keeps it with its row and audit entry, or discards it. */
    async upload(ctx: Ctx, file: StagedUpload, fields: UploadFields) {
      const { incoming } = file;
      let key: string;
      let companyId: number;
      let contentType: string;
      let filename: string;
      const isLogo = fields.document_type === 'company_logo';
      try {
        if (isLogo && fields.category !== 'company')
          throw invalidField('category', 'A company logo belongs to the company category');
        companyId = await companyFor(ctx, fields.target_company_id);
        await checkLinks(owners, ctx, companyId, fields.category, fields);
        assertMayWrite(ctx, fields.category, fields.document_type);
        const checked = await checkUpload(file.filename, incoming, uploadRuleFor(fields.category, isLogo));
        contentType = checked.contentType;
        // Kept under the extension of what its bytes are ("ok.png" holding a PDF is "ok.pdf").
        filename = storedFilename(file.filename, checked.kind);
        key = storageKey(companyId, randomUUID(), filename);
        await incoming.keep(key, contentType);
      } catch (e) {
        await incoming.discard();
        throw e;
      }
      try {
        const doc = await inCompany(ctx, companyId, async (tx) => {
          if (isLogo) await repo.deprecateLogos(tx, companyId);
          const inserted = await repo.insertDocumentWithUploader(tx, {
            company_id: companyId,
            original_filename: filename,
            document_type: fields.document_type,
            category: fields.category,
            content_type: contentType,
            file_size: incoming.size,
            storage_key: key,
            description: fields.description || null,
            tags: fields.tags || null,
            load_id: fields.load_id ?? null,
            driver_id: fields.driver_id ?? null,
            customer_id: fields.customer_id ?? null,
            truck_id: fields.truck_id ?? null,
            trailer_id: fields.trailer_id ?? null,
            uploaded_by: ctx.userId,
          });
          await audit(
            tx,
            { ...ctx, scope: tenantScope(companyId) },
            {
              action: 'upload',
              entity: 'document',
              entityId: inserted.doc.id,
              detail: {
                document_type: inserted.doc.document_type,
                category: inserted.doc.category,
                original_filename: inserted.doc.original_filename,
                file_size: inserted.doc.file_size,
              },
            },
          );
          return inserted;
        });
        return {
          success: true,
          message: isLogo ? 'Logo uploaded successfully' : 'Document uploaded successfully',
          document: toRecord(doc),
        };
      } catch (e) {
        await storage.delete(key).catch(() => undefined);
        throw e;
      }
    },

    async list(
      ctx: Ctx,
      q: DocumentLinks & {
        skip: number;
        limit: number;
        document_type?: string;
        category?: DocumentCategory;
        company_id?: number;
        include_deprecated: boolean;
      },
    ) {
      // Only the categories (and, for driver documents, the types) the caller may read are listed at all.
      const readable = owners.readable(ctx);
      const kinds = q.category ? readable.filter((k) => k.category === q.category) : readable;
      if (kinds.length === 0) throw forbidden();
      const type = q.document_type;
      if (type && !kinds.some((k) => owners.mayRead(ctx, k.category, type))) throw forbidden();
      assertMayFilterBy(owners, ctx, q);
      const visible = await owners.visibleLinks(ctx);
      return withCaller(db, ctx, async (tx) => {
        const f: repo.DocumentFilter = {
          scope: listScope(ctx, q.company_id),
          documentType: type,
          kinds,
          visible,
          links: q,
          includeDeprecated: q.include_deprecated,
        };
        return paged(
          'documents',
          { rows: () => repo.listDocuments(tx, f, q), total: () => repo.countDocuments(tx, f) },
          toRecord,
        );
      });
    },

    async get(ctx: Ctx, id: number) {
      return toRecord(await readable(ctx, id));
    },

    /** Links last 300 s; only inline image links (thumbnails) may last up to 3600 s (spec 2 section 9). */
    async presignedUrl(ctx: Ctx, id: number, expiresIn: number, download: boolean) {
      const row = await readable(ctx, id);
      const thumbnail = !download && isWebImage(row.doc.content_type);
      if (expiresIn > DOCUMENT_LINK_SECONDS && !thumbnail)
        throw invalidField(
          'expires_in',
          `expires_in must be ${DOCUMENT_LINK_SECONDS} seconds or less; only image thumbnails may last up to ${THUMBNAIL_LINK_SECONDS}`,
          { where: 'query' },
        );
      return { url: await linkFor(row.doc, expiresIn, download), expires_in: expiresIn };
    },

    /** Description and tags; deprecate and restore set the active flag. */
    async update(
      ctx: Ctx,
      id: number,
      changes: { description?: string | null; tags?: string | null; is_active?: boolean },
    ) {
      const current = await readable(ctx, id);
      assertMayWrite(ctx, current.doc.category, current.doc.document_type);
      const companyId = current.doc.company_id;
      const row = await inCompany(ctx, companyId, async (tx) => {
        if (changes.is_active === true && current.doc.document_type === 'company_logo')
          await repo.deprecateLogos(tx, companyId);
        const updated = await repo.updateDocument(tx, { id, companyId }, changes);
        const action = changes.is_active === undefined ? 'update' : changes.is_active ? 'restore' : 'deprecate';
        await audit(
          tx,
          { ...ctx, scope: tenantScope(companyId) },
          { action, entity: 'document', entityId: id, detail: { fields: Object.keys(changes) } },
        );
        return updated && repo.findDocument(tx, { id, scope: tenantScope(companyId) });
      });
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      return toRecord(row);
    },

    async remove(ctx: Ctx, id: number) {
      const current = await readable(ctx, id);
      assertMayWrite(ctx, current.doc.category, current.doc.document_type);
      const companyId = current.doc.company_id;
      const deleted = await inCompany(ctx, companyId, async (tx) => {
        const d = await repo.deleteDocument(tx, { id, companyId });
        await audit(
          tx,
          { ...ctx, scope: tenantScope(companyId) },
          { action: 'delete', entity: 'document', entityId: id, detail: { original_filename: d?.original_filename } },
        );
        return d;
      });
      if (deleted) await storage.delete(deleted.storage_key).catch(() => undefined);
    },

    /**
     * A link to the company's logo that keeps working in an e-mail read days later (it always
     * shows the current logo), or null without one. Signed, so company ids cannot be walked.
     */
    async emailLogoUrl(tx: AppDb, companyId: number): Promise<string | null> {
      if (!(await repo.findActiveLogo(tx, companyId))) return null;
      return `${logoLinks.appUrl}/api/public/company-logo/${companyId}.${logoSignature(companyId)}`;
    },

    /** Where a lasting logo link leads now: a short-lived link to the current logo, or null. */
    async logoByLink(token: string): Promise<string | null> {
      const [id, signature = ''] = token.split('.');
      const companyId = Number(id);
      if (!Number.isSafeInteger(companyId) || companyId <= 0) return null;
      const expected = Buffer.from(logoSignature(companyId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const logo = await withSystem(db, (tx) => repo.findActiveLogo(tx, companyId));
      return logo ? linkFor(logo, LOGO_LINK_SECONDS, false) : null;
    },

    /** The bytes of a company's current logo, for printing it (invoices), or null without one. */
    async logoFile(companyId: number): Promise<{ data: Buffer; contentType: string } | null> {
      const logo = await withTenant(db, companyId, (tx) => repo.findActiveLogo(tx, companyId));
      if (!logo) return null;
      const data = await storage
        .get(logo.storage_key)
        .then((stream) => readAll(stream, logo.file_size))
        .catch(() => null);
      return data && { data, contentType: logo.content_type };
    },

    /** Keeps a PDF the platform produced on a load, in the caller's transaction (see saveGeneratedPdf). */
    saveGenerated: (tx: AppDb, ctx: Ctx, companyId: number, file: GeneratedPdf) =>
      saveGeneratedPdf(tx, storage, ctx, companyId, file),

    /** The active logo of a company with a display link (3600 s, inline), or null. */
    async companyLogo(ctx: Ctx, companyId?: number) {
      const id = ctx.scope.kind === 'tenant' ? ctx.scope.companyId : companyId;
      if (id === undefined) return null;
      const logo = await inCompany(ctx, id, (tx) => repo.findActiveLogo(tx, id));
      if (!logo) return null;
      return {
        document_id: logo.id,
        url: await linkFor(logo, LOGO_LINK_SECONDS, false),
        content_type: logo.content_type,
        original_filename: logo.original_filename,
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
