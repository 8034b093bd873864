import {
  DRIVER_APP_DOCUMENT_TYPES,
  type DriverAppDocument,
  type FileKind,
  MERGE_PAGE_LIMIT,
  MERGEABLE_KINDS,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { BOUNDED_INPUT, loadSharp } from '../../lib/native-images';
import { tenantScope } from '../../lib/scope';
import type { Storage } from '../storage/storage.service';
import { sniffFileKind } from './content-sniffing';
import * as repo from './documents.repo';
import { assertWithinPixelLimit, imagePageSizes } from './image-size';
import { mergeToPdf } from './pdf-merge';
import { readAll } from './read-all';

/* What the driver app reads and adds of a load's documents (issue 36). */

/** A page fitted the way a scanner app keeps it: about 200 dpi on a Letter page. */
const PAGE_LONG_SIDE_PX = 2200;
const PAGE_JPEG_QUALITY = 72;
/** Photos sharp reads directly; HEIC and multi-page TIFF go to the merge as they are. */
const FITTED_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'gif'];

export type DriverFile = { name: string; bytes: Buffer };

const unreadable = (name: string) =>
  unprocessable(`"${name}" is not a photo or a PDF: send JPEG, PNG, HEIC, WEBP, TIFF or PDF files`);

/**
 * A phone photo as a scanned page: turned upright, fitted to the page's resolution, its contrast
 * stretched so paper reads white and ink dark, and compressed; a 4 MB photo becomes ~400 KB.
 */
async function fitPhoto(file: DriverFile, kind: FileKind): Promise<Buffer> {
  assertWithinPixelLimit(file.name, await imagePageSizes(file.bytes, kind));
  const sharp = await loadSharp();
  try {
    return await sharp(file.bytes, BOUNDED_INPUT)
      .rotate()
      .resize(PAGE_LONG_SIDE_PX, PAGE_LONG_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .normalise({ lower: 1, upper: 99 })
      .jpeg({ quality: PAGE_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw unprocessable(`"${file.name}" is damaged and cannot be read`);
  }
}

async function kindOf(file: DriverFile): Promise<FileKind> {
  const kind = await sniffFileKind({ size: file.bytes.length, head: file.bytes, content: async () => file.bytes });
  if (!kind || !(MERGEABLE_KINDS as readonly FileKind[]).includes(kind)) throw unreadable(file.name);
  return kind;
}

/** Photos and PDFs, in the order taken, as one PDF: each photo a fitted page, each PDF its pages. */
export async function photosToPdf(files: readonly DriverFile[], title: string, signal?: AbortSignal) {
  const inputs = [];
  for (const file of files) {
    const kind = await kindOf(file);
    const fitted = FITTED_KINDS.includes(kind) ? await fitPhoto(file, kind) : null;
    inputs.push({
      name: file.name,
      kind: fitted ? ('jpeg' as const) : kind,
      read: async () => fitted ?? file.bytes,
    });
  }
  const { size, stream, pages } = await mergeToPdf(inputs, MERGE_PAGE_LIMIT, title, signal);
  return { data: await readAll(stream, size), pages };
}

/** The name a driver's document is kept under: its type and load, as the dispatcher files it. */
export const driverDocumentFilename = (type: string, loadNumber: string) =>
  `${`${type}-${loadNumber}`.replace(/[^\w.-]+/g, '-').slice(0, 200)}.pdf`;

function toDriverDocument(r: { doc: repo.DocumentRow; first: string | null; last: string | null }): DriverAppDocument {
  return {
    id: r.doc.id,
    document_type: r.doc.document_type,
    original_filename: r.doc.original_filename,
    file_size: r.doc.file_size,
    created_at: r.doc.created_at.toISOString(),
    uploaded_by_name: r.first ? `${r.first} ${r.last ?? ''}`.trim() : null,
  };
}

/** The load's active documents of the kinds a driver handles (never its rate confirmation or invoice). */
export async function driverLoadDocuments(tx: AppDb, where: { companyId: number; loadId: number }) {
  const rows = await repo.listDocuments(
    tx,
    {
      scope: tenantScope(where.companyId),
      kinds: [{ category: 'load', types: DRIVER_APP_DOCUMENT_TYPES }],
      visible: {},
      links: { load_id: where.loadId },
      includeDeprecated: false,
    },
    { skip: 0, limit: 100 },
  );
  return rows.map(toDriverDocument);
}

/**
 * One of the company's documents of the kinds a driver handles, with the load it belongs to and a
 * short-lived link to it; undefined for any other document.
 */
export async function driverDocument(tx: AppDb, storage: Storage, where: { companyId: number; id: number }) {
  const doc = (await repo.findDocument(tx, { id: where.id, scope: tenantScope(where.companyId) }))?.doc;
  if (!doc?.is_active || doc.load_id === null) return undefined;
  if (!(DRIVER_APP_DOCUMENT_TYPES as readonly string[]).includes(doc.document_type)) return undefined;
  const expiresInSeconds = 300;
  return {
    loadId: doc.load_id,
    link: async () => ({
      url: await storage.signedUrl(doc.storage_key, {
        expiresInSeconds,
        download: false,
        filename: doc.original_filename,
        contentType: doc.content_type,
      }),
      expires_in: expiresInSeconds,
    }),
  };
}

export { saveGeneratedPdf } from './generated-documents';
