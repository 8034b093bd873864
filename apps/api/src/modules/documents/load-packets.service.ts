import { type FileKind, kindOfContentType, MERGE_PAGE_LIMIT, MERGEABLE_KINDS } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { AppError, unprocessable } from '../../lib/errors';
import type { Storage } from '../storage/storage.service';
import * as repo from './documents.repo';
import { type MergeInput, mergeToPdf } from './pdf-merge';
import { readAll } from './read-all';

/* A load's packet (issue 37's factoring): chosen types of its documents merged into one PDF. */

export type LoadPacketParts<T extends string> = {
  /** The files to merge, type by type in the order asked, each type's oldest first. */
  files: MergeInput[];
  /** The types the load has no active document of that can be merged. */
  missing: T[];
};

/**
 * The load's active documents of each type, in the order of `types`, inside the caller's
 * transaction; nothing is read from the file store until the merge asks for it.
 */
export async function loadPacketParts<T extends string>(
  tx: AppDb,
  storage: Storage,
  where: { companyId: number; loadId: number; types: readonly T[] },
): Promise<LoadPacketParts<T>> {
  const rows = await repo.activeLoadDocumentsOfTypes(tx, where);
  const mergeable = rows.flatMap((doc) => {
    const kind = kindOfContentType(doc.content_type);
    return kind && (MERGEABLE_KINDS as readonly FileKind[]).includes(kind) ? [{ doc, kind }] : [];
  });
  const files: MergeInput[] = [];
  const missing: T[] = [];
  for (const type of where.types) {
    const ofType = mergeable.filter((m) => m.doc.document_type === type);
    if (!ofType.length) missing.push(type);
    for (const { doc, kind } of ofType)
      files.push({
        name: doc.original_filename,
        kind,
        read: () =>
          storage
            .get(doc.storage_key)
            .then((stream) => readAll(stream, doc.file_size))
            .catch(() => {
              throw unprocessable(`"${doc.original_filename}" could not be read from the file store`);
            }),
      });
  }
  return { files, missing };
}

/** The files merged into one PDF; a refusal (a damaged file, too many pages) names `owner` first. */
export async function packetPdf(files: readonly MergeInput[], title: string, owner: string, signal?: AbortSignal) {
  try {
    const merged = await mergeToPdf(files, MERGE_PAGE_LIMIT, title, signal);
    return { data: await readAll(merged.stream, merged.size), pages: merged.pages };
  } catch (e) {
    if (e instanceof AppError) throw new AppError(e.statusCode, `${owner}: ${e.message}`, e.headers);
    throw e;
  }
}
