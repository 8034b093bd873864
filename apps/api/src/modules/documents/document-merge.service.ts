import { Readable } from 'node:stream';
import {
  cleanFilename,
  type DocumentMergeRequest,
  FACTORING_TAG,
  type FileKind,
  kindOfContentType,
  MERGE_PAGE_LIMIT,
  MERGEABLE_KINDS,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import type { Storage } from '../storage/storage.service';
import { checkLinkedRecord } from './document-links';
import { type DocumentOwners, namesOnlyVisible } from './document-owners';
import * as repo from './documents.repo';
import { DOCUMENT_NOT_FOUND } from './documents.service';
import { saveGeneratedPdf } from './generated-documents';
import { appendToPdf, type MergeInput, mergeToPdf } from './pdf-merge';
import { pdfStream } from './pdf-output';
import { readAll } from './read-all';

/** A name a browser saves as is: cleaned as every file name is, no characters file systems refuse, ending in .pdf. */
export function mergedFilename(requested: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const clean = cleanFilename(requested.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' '), 'merged');
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

// What areas that build PDFs of their own (invoices) use to append documents and read the result.
export { appendToPdf, pdfStream, readAll };

export function createDocumentMergeService(deps: { db: AppDb; storage: Storage; owners: DocumentOwners }) {
  const { db, storage, owners } = deps;

  /**
   * The documents named, checked and ready to read, in the order given: another company's or an
   * unknown id is 404, one the caller may not read 403, one of another load (with `loadId`) or a
   * kind that cannot be merged 422. Nothing is read until a merge asks for it.
   */
  async function inputs(ctx: Ctx, companyId: number, ids: readonly number[], loadId?: number): Promise<MergeInput[]> {
    if (loadId !== undefined) await checkLinkedRecord(owners, ctx, companyId, 'load_id', loadId);
    if (ids.length === 0) return [];
    const rows = await withTenant(db, companyId, (tx) => repo.findDocumentsByIds(tx, { ids, companyId }));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const visible = await owners.visibleLinks(ctx);
    const docs = ids.map((id) => {
      const doc = byId.get(id);
      if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
      if (!owners.mayRead(ctx, doc.category, doc.document_type))
        throw forbidden('You do not have permission to see this document');
      // A document naming a record the caller may not see (another driver's load) does not exist for them.
      if (!namesOnlyVisible(doc, visible)) throw notFound(DOCUMENT_NOT_FOUND);
      return doc;
    });
    if (loadId !== undefined) {
      const stranger = docs.find((d) => d.load_id !== loadId);
      if (stranger)
        throw invalidField('document_ids', `"${stranger.original_filename}" is not a document of this load`);
    }
    return docs.map((doc) => {
      const kind = kindOfContentType(doc.content_type);
      if (!kind || !(MERGEABLE_KINDS as readonly FileKind[]).includes(kind))
        throw invalidField('document_ids', `"${doc.original_filename}" cannot be merged: only PDFs and images can`);
      return {
        name: doc.original_filename,
        kind,
        read: () =>
          storage
            .get(doc.storage_key)
            .then((stream) => readAll(stream, doc.file_size))
            .catch(() => {
              throw unprocessable(`"${doc.original_filename}" could not be read from the file store`);
            }),
      };
    });
  }

  return {
    inputs,

    /**
     * Merges documents of the caller's company into one PDF, in the order given (spec 2 section 7).
     * Every document is checked before any byte is read, so a refusal produces nothing. With
     * `save_to_load` the result is also kept on the load as a factoring packet (decision 0090).
     */
    async merge(ctx: Ctx, request: DocumentMergeRequest, signal?: AbortSignal) {
      const companyId = requireCompany(ctx, 'Only documents of your own company can be merged');
      if (request.save_to_load && request.load_id === undefined)
        throw invalidField('load_id', 'save_to_load needs the load_id the packet belongs to');
      if (request.save_to_load && !owners.mayWrite(ctx, 'load'))
        throw forbidden('You do not have permission to add documents to this load');
      const files = await inputs(ctx, companyId, request.document_ids, request.load_id);
      const filename = mergedFilename(request.output_filename);
      const merged = await mergeToPdf(files, MERGE_PAGE_LIMIT, filename.replace(/\.pdf$/i, ''), signal);
      if (request.save_to_load && request.load_id !== undefined) {
        const data = await readAll(merged.stream, merged.size);
        const loadId = request.load_id;
        const count = request.document_ids.length;
        let saved: Awaited<ReturnType<typeof saveGeneratedPdf>> | undefined;
        try {
          const documentId = await withTenant(db, companyId, async (tx) => {
            saved = await saveGeneratedPdf(tx, storage, ctx, companyId, {
              filename,
              data,
              document_type: 'other',
              load_id: loadId,
              tags: FACTORING_TAG,
              description: `Factoring packet: ${merged.pages} page${merged.pages === 1 ? '' : 's'} from ${count} document${count === 1 ? '' : 's'}`,
            });
            await audit(tx, ctx, {
              action: 'merge',
              entity: 'document',
              entityId: saved.id,
              detail: {
                document_ids: request.document_ids,
                output_filename: filename,
                pages: merged.pages,
                load_id: loadId,
              },
            });
            return saved.id;
          });
          return { filename, size: data.length, stream: Readable.from([data]), pages: merged.pages, documentId };
        } catch (e) {
          await saved?.discard();
          throw e;
        }
      }
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
      return { filename, ...merged, documentId: null };
    },
  };
}

export type DocumentMergeService = ReturnType<typeof createDocumentMergeService>;
