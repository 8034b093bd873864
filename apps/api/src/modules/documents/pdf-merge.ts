import type { FileKind } from '@tms/domain';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { AppError, payloadTooLarge, unprocessable } from '../../lib/errors';
import { BOUNDED_INPUT, loadHeicDecode, loadSharp } from '../../lib/native-images';
import { assertWithinPixelLimit, imagePageSizes } from './image-size';
import { pdfStream } from './pdf-output';
import { probePdf } from './pdf-probe';
import { embedPlainPng, plainPng, rowsAreWhole } from './png-passthrough';
import { ASSEMBLY_TIME_LIMIT_MS, unlessAborted, withTimeLimit } from './time-limit';

/** One file to merge: its name for messages, its kind, and a reader called when its turn comes. */
export type MergeInput = { name: string; kind: FileKind; read: () => Promise<Buffer> };

/** US Letter in points; image pages turn to landscape for wide images. */
const LETTER = { short: 612, long: 792 };
const MARGIN = 18;

const damaged = (name: string) => unprocessable(`"${name}" is damaged and cannot be merged`);
const encrypted = (name: string) => unprocessable(`"${name}" is password-protected and cannot be merged`);
const tooManyPages = (limit: number) =>
  payloadTooLarge(`The merged document would have more than ${limit} pages; merge fewer documents`);
const unwritable = () => unprocessable('The merged document could not be written: one of the documents is damaged');

/** The pages of a PDF, or the pages of an image, turned into something pdf-lib embeds without loss of orientation. */
async function imageFrames(bytes: Buffer, kind: FileKind): Promise<{ data: Buffer; format: 'png' | 'jpeg' }[]> {
  if (kind === 'png') return [{ data: bytes, format: 'png' }];
  const sharp = await loadSharp();
  if (kind === 'heic') {
    const heicDecode = await loadHeicDecode();
    const { width, height, data } = await heicDecode({ buffer: bytes });
    const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      ...BOUNDED_INPUT,
      raw: { width, height, channels: 4 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    return [{ data: jpeg, format: 'jpeg' }];
  }
  const meta = await sharp(bytes, BOUNDED_INPUT).metadata();
  // A JPEG that needs no turning goes in as it is: PDF embeds JPEG bytes unchanged.
  if (kind === 'jpeg' && (meta.orientation ?? 1) === 1) return [{ data: bytes, format: 'jpeg' }];
  // Scanned TIFFs often hold several pages; each becomes a page of its own. GIFs give their first frame.
  const pages = kind === 'tiff' ? (meta.pages ?? 1) : 1;
  const frames: { data: Buffer; format: 'png' | 'jpeg' }[] = [];
  for (let page = 0; page < pages; page++) {
    const image = sharp(bytes, { ...BOUNDED_INPUT, page }).rotate();
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

/**
 * Opens a PDF already known to open (see `appendOne`). Failures of any kind, a stack overflow
 * from a page tree that contains itself included, are the file's damage.
 */
async function loadPdf(bytes: Buffer, name: string): Promise<PDFDocument> {
  try {
    const pdf = await PDFDocument.load(ownBytes(bytes), { updateMetadata: false, ignoreEncryption: true });
    if (pdf.getPageCount() === 0) throw damaged(name);
    return pdf;
  } catch {
    throw damaged(name);
  }
}

/**
 * Appends one file's pages. A PDF is first opened in the probe's worker, where a file that would
 * make the parser loop or exhaust memory is only refused; an image's size is read from its header
 * and refused over the pixel limit before anything is decoded.
 */
async function appendOne(out: PDFDocument, input: MergeInput, pageLimit: number, signal: AbortSignal) {
  const bytes = await unlessAborted(input.read(), signal);
  if (input.kind === 'pdf') {
    const verdict = await unlessAborted(probePdf({ data: bytes }, { copy: false }), signal);
    if (!verdict.ok || verdict.pages === 0) throw damaged(input.name);
    // Encryption is asked about in the probe: pdf-lib's own error classes fail instanceof checks.
    if (verdict.encrypted) throw encrypted(input.name);
    if (out.getPageCount() + verdict.pages > pageLimit) throw tooManyPages(pageLimit);
    const source = await unlessAborted(loadPdf(bytes, input.name), signal);
    signal.throwIfAborted();
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
    return;
  }
  const sizes = await unlessAborted(imagePageSizes(bytes, input.kind), signal).catch((e: unknown) => {
    throw e === signal.reason ? e : damaged(input.name);
  });
  assertWithinPixelLimit(input.name, sizes);
  if (out.getPageCount() + sizes.length > pageLimit) throw tooManyPages(pageLimit);
  const png = input.kind === 'png' ? plainPng(bytes) : undefined;
  if (png) {
    if (!(await unlessAborted(rowsAreWhole(png), signal))) throw damaged(input.name);
    const image = embedPlainPng(out, png);
    addImagePage(out, image);
    await image.embed();
    return;
  }
  const frames = await unlessAborted(imageFrames(bytes, input.kind), signal);
  if (out.getPageCount() + frames.length > pageLimit) throw tooManyPages(pageLimit);
  for (const frame of frames) {
    signal.throwIfAborted();
    const data = ownBytes(frame.data);
    const image = await (frame.format === 'png' ? out.embedPng(data) : out.embedJpg(data));
    addImagePage(out, image);
    // pdf-lib would keep the decoded pixels until save(); embedding now lets them go.
    await image.embed();
  }
}

/** Appends every file in order under `signal`; a file that fails in any unforeseen way is refused as damaged. */
async function appendAll(out: PDFDocument, inputs: readonly MergeInput[], pageLimit: number, signal: AbortSignal) {
  for (const input of inputs) {
    signal.throwIfAborted();
    try {
      await appendOne(out, input, pageLimit, signal);
    } catch (e) {
      if (e instanceof AppError || e === signal.reason) throw e;
      throw damaged(input.name);
    }
  }
  return out;
}

/**
 * Appends the pages of the files to `out` in the given order, refusing to pass `pageLimit` pages.
 * Inputs are read one at a time and dropped once their pages are copied, so memory holds the
 * output plus one input, whatever the count. Work stops at the next step once `signal` aborts
 * (the client went away) or `timeLimitMs` has passed (413, decision 0130).
 */
export async function appendToPdf(
  out: PDFDocument,
  inputs: readonly MergeInput[],
  pageLimit: number,
  signal?: AbortSignal,
  timeLimitMs = ASSEMBLY_TIME_LIMIT_MS,
) {
  const limit = withTimeLimit(signal, timeLimitMs);
  try {
    return await appendAll(out, inputs, pageLimit, limit.signal);
  } finally {
    limit.done();
  }
}

/** The finished document's bytes; a structure too deep to write is a damaged input's, not a server fault. */
export async function writtenPdf(doc: PDFDocument, signal?: AbortSignal) {
  try {
    return await unlessAborted(pdfStream(doc), signal);
  } catch (e) {
    if (e instanceof AppError || (signal?.aborted && e === signal.reason)) throw e;
    throw unwritable();
  }
}

/**
 * Merges files into one PDF in the given order, within the time limit. The answer streams the
 * output's own bytes rather than a second copy of the file.
 */
export async function mergeToPdf(
  inputs: readonly MergeInput[],
  pageLimit: number,
  title: string,
  signal?: AbortSignal,
  timeLimitMs = ASSEMBLY_TIME_LIMIT_MS,
) {
  const limit = withTimeLimit(signal, timeLimitMs);
  try {
    const out = await PDFDocument.create();
    out.setTitle(title);
    await appendAll(out, inputs, pageLimit, limit.signal);
    limit.signal.throwIfAborted();
    return { ...(await writtenPdf(out, limit.signal)), pages: out.getPageCount() };
  } finally {
    limit.done();
  }
}
