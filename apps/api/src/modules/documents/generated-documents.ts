import { randomUUID } from 'node:crypto';
import type { DocumentType } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { tenantScope } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import { type Storage, storageKey } from '../storage/storage.service';
import * as repo from './documents.repo';

/**
 * A PDF made for a load (an invoice, a factoring packet, a driver's photos joined into one), to
 * keep with the load's documents.
 */
export type GeneratedPdf = {
  filename: string;
  data: Buffer;
  document_type: DocumentType;
  load_id: number;
  tags?: string;
  description: string;
  /** Deprecate the load's earlier documents of this type: the new file is their next version. */
  supersede?: boolean;
  /** The audit's word for it: made by the platform (default), or uploaded by the person. */
  action?: 'generate' | 'upload';
};

/**
 * Stores the file, then writes its document row (and deprecates what it supersedes) in the
 * caller's transaction. The file is in the store before the row exists; when the transaction
 * fails afterwards the caller calls `discard` so no file is left without its row.
 */
export async function saveGeneratedPdf(tx: AppDb, storage: Storage, ctx: Ctx, companyId: number, file: GeneratedPdf) {
  const key = storageKey(companyId, randomUUID(), file.filename);
  await storage.put(key, file.data, 'application/pdf');
  const discard = () => storage.delete(key).catch(() => undefined);
  try {
    const earlier = file.supersede
      ? await repo.supersedeLoadDocuments(tx, { companyId, loadId: file.load_id, documentType: file.document_type })
      : 0;
    const row = await repo.insertDocument(tx, {
      company_id: companyId,
      original_filename: file.filename.slice(0, 255),
      document_type: file.document_type,
      category: 'load',
      content_type: 'application/pdf',
      file_size: file.data.length,
      storage_key: key,
      description: file.description,
      tags: file.tags ?? null,
      load_id: file.load_id,
      uploaded_by: ctx.userId,
    });
    await audit(
      tx,
      { ...ctx, scope: tenantScope(companyId) },
      {
        action: file.action ?? 'generate',
        entity: 'document',
        entityId: row.id,
        detail: {
          document_type: row.document_type,
          original_filename: row.original_filename,
          file_size: row.file_size,
        },
      },
    );
    return { id: row.id, version: earlier + 1, discard };
  } catch (e) {
    await discard();
    throw e;
  }
}
