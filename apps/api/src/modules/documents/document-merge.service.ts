import type { Readable } from 'node:stream';
import {
  type DocumentMergeRequest,
  type FileKind,
  kindOfContentType,
  MERGE_PAGE_LIMIT,
  MERGEABLE_KINDS,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import type { Storage } from '../storage/storage.service';
import { checkLinkedRecord } from './document-links';
import type { DocumentOwners } from './document-owners';
import * as repo from './documents.repo';
import { DOCUMENT_NOT_FOUND } from './documents.service';
import { mergeToPdf } from './pdf-merge';

/** A name a browser saves as is: no folders, no characters file systems refuse, ending in .pdf. */
export function mergedFilename(requested: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const clean = requested.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').trim() || 'merged';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

/** Reads a stored file into one buffer of the size the document row records, without interim copies. */
async function readAll(stream: Readable, size: number): Promise<Buffer> {
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (at + chunk.length > size) throw new Error('stored file is larger than its record says');
    chunk.copy(out, at);
    at += chunk.length;
  }
  if (at !== size) throw new Error('stored file is shorter than its record says');
  return out;
}

export function createDocumentMergeService(deps: { db: AppDb; storage: Storage; owners: DocumentOwners }) {
  const { db, storage, owners } = deps;

  return {
    /**
     * Merges documents of the caller's company into one PDF, in the order given (spec 2 section 7).
     * Every document is checked before any byte is read, so a refusal produces nothing.
     */
    async merge(ctx: Ctx, request: DocumentMergeRequest) {
      const companyId = requireCompany(ctx, 'Only documents of your own company can be merged');
      if (request.load_id !== undefined) await checkLinkedRecord(owners, ctx, companyId, 'load_id', request.load_id);
      const rows = await withTenant(db, companyId, (tx) =>
        repo.findDocumentsByIds(tx, { ids: request.document_ids, companyId }),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const docs = request.document_ids.map((id) => {
        const doc = byId.get(id);
        if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
        if (!owners.mayRead(ctx, doc.category)) throw forbidden('You do not have permission to see this document');
        return doc;
      });
      if (request.load_id !== undefined) {
        const stranger = docs.find((d) => d.load_id !== request.load_id);
        if (stranger) throw new AppError(422, `"${stranger.original_filename}" is not a document of this load`);
      }
      const inputs = docs.map((doc) => {
        const kind = kindOfContentType(doc.content_type);
        if (!kind || !(MERGEABLE_KINDS as readonly FileKind[]).includes(kind))
          throw new AppError(422, `"${doc.original_filename}" cannot be merged: only PDFs and images can`);
        return {
          name: doc.original_filename,
          kind,
          read: () =>
            storage
              .get(doc.storage_key)
              .then((stream) => readAll(stream, doc.file_size))
              .catch(() => {
                throw new AppError(422, `"${doc.original_filename}" could not be read from the file store`);
              }),
        };
      });

      const filename = mergedFilename(request.output_filename);
      const merged = await mergeToPdf(inputs, MERGE_PAGE_LIMIT, filename.replace(/\.pdf$/i, ''));
      await withTenant(db, companyId, (tx) =>
        audit(tx, ctx, {
          action: 'merge',
          entity: 'document',
          detail: {
            document_ids: request.document_ids,
            output_filename: filename,
            pages: merged.pages,
            load_id: request.load_id ?? null,
          },
        }),
      );
      return { filename, ...merged };
    },
  };
}

export type DocumentMergeService = ReturnType<typeof createDocumentMergeService>;
