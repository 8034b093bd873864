import type { FileKind } from '@tms/domain';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { AppError } from '../../lib/errors';
import { loadHeicDecode, loadSharp } from '../../lib/native-images';
import { pdfStream } from './pdf-output';
import { embedPlainPng, plainPng, rowsAreWhole } from './png-passthrough';

/** One file to merge: its name for messages, its kind, and a reader called when its turn comes. */
export type MergeInput = { name: string; kind: FileKind; read: () => Promise<Buffer> };

/** US Letter in points; image pages turn to landscape for wide images. */
const LETTER = { short: 612, long: 792 };
const MARGIN = 18;

const damaged = (name: string) => new AppError(422, `"${name}" is damaged and cannot be merged`);
const encrypted = (name: string) => new AppError(422, `"${name}" is password-protected and cannot be merged`);
const tooManyPages = (limit: number) =>
  new AppError(413, `The merged document would have more than ${limit} pages; merge fewer documents`);

/** The pages of a PDF, or the pages of an image, turned into something pdf-lib embeds without loss of orientation. */
async function imageFrames(bytes: Buffer, kind: FileKind): Promise<{ data: Buffer; format: 'png' | 'jpeg' }[]> {
  if (kind === 'png') return [{ data: bytes, format: 'png' }];
  const sharp = await loadSharp();
  if (kind === 'heic') {
    const heicDecode = await loadHeicDecode();
    const { width, height, data } = await heicDecode({ buffer: bytes });
    const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    return [{ data: jpeg, format: 'jpeg' }];
  }
  const meta = await sharp(bytes).metadata();
  // A JPEG that needs no turning goes in as it is: PDF embeds JPEG bytes unchanged.
  if (kind === 'jpeg' && (meta.orientation ?? 1) === 1) return [{ data: bytes, format: 'jpeg' }];
  // Scanned TIFFs often hold several pages; each becomes a page of its own. GIFs give their first frame.
  const pages = kind === 'tiff' ? (meta.pages ?? 1) : 1;
  const frames: { data: Buffer; format: 'png' | 'jpeg' }[] = [];
  for (let page = 0; page < pages; page++) {
    const image = sharp(bytes, { page }).rotate();
    frames.push(
      meta.hasAlpha
        ? { data: await image.png().toBuffer(), format: 'png' }
        : { data: await image.jpeg({ quality: 90 }).toBuffer(), format: 'jpeg' },
    );
  }
  return frames;
}

/**
 * The bytes in an array of their own: pdf-lib reads images through `.buffer` from offset 0, and
 * small Buffers share one pooled ArrayBuffer at some offset.
 */
function ownBytes(b: Buffer): Uint8Array {
  return b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b : new Uint8Array(b);
}

/** Draws an image on a page of its own, as large as the page allows at the image's own aspect ratio. */
function addImagePage(out: PDFDocument, image: PDFImage) {
  const wide = image.width > image.height;
  const [pw, ph] = wide ? [LETTER.long, LETTER.short] : [LETTER.short, LETTER.long];
  const scale = Math.min((pw - 2 * MARGIN) / image.width, (ph - 2 * MARGIN) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  out.addPage([pw, ph]).drawImage(image, { x: (pw - width) / 2, y: (ph - height) / 2, width, height });
}

async function loadPdf(bytes: Buffer, name: string): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    // Encryption is asked about after loading: pdf-lib's own error classes fail instanceof checks.
    pdf = await PDFDocument.load(ownBytes(bytes), { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw damaged(name);
  }
  if (pdf.isEncrypted) throw encrypted(name);
  if (pdf.getPageCount() === 0) throw damaged(name);
  return pdf;
}

/**
 * Appends the pages of the files to `out` in the given order, refusing to pass `pageLimit` pages.
 * Inputs are read one at a time and dropped once their pages are copied, so memory holds the
 * output plus one input, whatever the count. Work stops at the next file once `signal` aborts
 * (the client went away).
 */
export async function appendToPdf(
  out: PDFDocument,
  inputs: readonly MergeInput[],
  pageLimit: number,
  signal?: AbortSignal,
) {
  for (const input of inputs) {
    signal?.throwIfAborted();
    const bytes = await input.read();
    if (input.kind === 'pdf') {
      const source = await loadPdf(bytes, input.name);
      if (out.getPageCount() + source.getPageCount() > pageLimit) throw tooManyPages(pageLimit);
      const pages = await out.copyPages(source, source.getPageIndices()).catch(() => {
        throw damaged(input.name);
      });
      for (const page of pages) out.addPage(page);
      continue;
    }
    const png = input.kind === 'png' ? plainPng(bytes) : undefined;
    if (png) {
      if (out.getPageCount() + 1 > pageLimit) throw tooManyPages(pageLimit);
      if (!(await rowsAreWhole(png))) throw damaged(input.name);
      const image = embedPlainPng(out, png);
      addImagePage(out, image);
      await image.embed();
      continue;
    }
    const frames = await imageFrames(bytes, input.kind).catch((e: unknown) => {
      throw e instanceof AppError ? e : damaged(input.name);
    });
    if (out.getPageCount() + frames.length > pageLimit) throw tooManyPages(pageLimit);
    for (const frame of frames) {
      const data = ownBytes(frame.data);
      const image = await (frame.format === 'png' ? out.embedPng(data) : out.embedJpg(data)).catch(() => {
        throw damaged(input.name);
      });
      addImagePage(out, image);
      // pdf-lib would keep the decoded pixels until save(); embedding now lets them go.
      await image.embed();
    }
  }
  return out;
}

/**
 * Merges files into one PDF in the given order. The answer streams the output's own bytes
 * rather than a second copy of the file.
 */
export async function mergeToPdf(
  inputs: readonly MergeInput[],
  pageLimit: number,
  title: string,
  signal?: AbortSignal,
) {
  const out = await PDFDocument.create();
  out.setTitle(title);
  await appendToPdf(out, inputs, pageLimit, signal);
  signal?.throwIfAborted();
  return { ...(await pdfStream(out)), pages: out.getPageCount() };
}
