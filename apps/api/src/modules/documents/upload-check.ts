import {
  DOCUMENT_UPLOAD_RULES,
  type DocumentCategory,
  damagedImageMessage,
  damagedPdfMessage,
  extensionOf,
  FILE_KINDS,
  type FileKind,
  fileContentMismatchMessage,
  fileTooLargeMessage,
  fileTooSmallMessage,
  fileTypeMessage,
  IMAGE_KINDS,
  imageTooLargeMessage,
  LOGO_MAX_BYTES,
  type UploadRule,
  WEB_IMAGE_KINDS,
} from '@tms/domain';
import { payloadTooLarge } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { type SniffedFile, sniffFileKind } from './content-sniffing';
import { imagePageSizes, oversizedPage, pngSize } from './image-size';
import { probePdf } from './pdf-probe';

/** The logo rule of spec 2 section 5: the web images, 5 MB. */
const LOGO_RULE: UploadRule = { kinds: WEB_IMAGE_KINDS, maxBytes: LOGO_MAX_BYTES };

export const uploadRuleFor = (category: DocumentCategory, isLogo: boolean) =>
  isLogo ? LOGO_RULE : DOCUMENT_UPLOAD_RULES[category];

/** All of a file's bytes in one buffer (uploads are at most 50 MB). */
async function wholeFile(file: SniffedFile): Promise<Buffer> {
  if (file.head.length >= file.size) return Buffer.from(file.head);
  const content = await file.content();
  return Buffer.isBuffer(content) ? content : Buffer.from(await content.arrayBuffer());
}

/**
 * The staged file, for a reader that opens it itself (libvips, the PDF probe's worker) so its
 * bytes never pass through this thread's heap; undefined when the head holds all of it.
 */
const stagedPathOf = (file: SniffedFile) => (file.head.length < file.size ? file.stagedPath : undefined);

/**
 * Refuses an image with a page over the pixel limit, or whose header cannot be read, from the
 * header alone (decision 0130): a small file can promise gigabytes of pixels. A PNG's size is in
 * its first bytes; other formats are read by libvips without decoding a pixel.
 */
async function checkImage(filename: string, file: SniffedFile, kind: FileKind) {
  const fromHead = kind === 'png' ? pngSize(file.head) : undefined;
  // libvips reads only the header from a file; a TIFF's directories are read here, from its bytes.
  const path = kind === 'tiff' ? undefined : stagedPathOf(file);
  const sizes = fromHead
    ? [fromHead]
    : await imagePageSizes(path ?? (await wholeFile(file)), kind).catch(() => {
        throw invalidField('file', damagedImageMessage(filename));
      });
  const big = oversizedPage(sizes);
  if (big) throw invalidField('file', imageTooLargeMessage(filename, big.width, big.height));
}

/**
 * Refuses a PDF whose pages cannot be opened and copied (decision 0130), judged in the probe's
 * worker under a time and memory limit. A password-protected PDF is stored: it is a document,
 * only merging it is refused.
 */
async function checkPdf(filename: string, file: SniffedFile) {
  const path = stagedPathOf(file);
  const verdict = await probePdf(path ? { path } : { data: await wholeFile(file) }, { copy: true });
  if (!verdict.ok || (!verdict.encrypted && verdict.pages === 0))
    throw invalidField('file', damagedPdfMessage(filename));
}

/**
 * Checks a file against its category's rule: size, a name with an accepted extension, bytes
 * that really are one of the accepted kinds, and for PDFs and images that they can be opened
 * without taking the server with them. Answers the kind and content type the bytes show.
 * A wrong name gets the spec's list of types; an accepted name whose bytes are something else
 * is told so, since the list would name its own type.
 */
export async function checkUpload(
  filename: string,
  file: SniffedFile,
  rule: UploadRule,
): Promise<{ kind: FileKind; contentType: string }> {
  // Every refusal is about the field "file"; too large is 413, as the multipart reader answers it.
  const invalid = (msg: string) => invalidField('file', msg);
  if (file.size === 0) throw invalid(fileTooSmallMessage(1));
  if (file.size > rule.maxBytes) throw payloadTooLarge(fileTooLargeMessage(rule.maxBytes));
  const named = extensionOf(filename);
  if (!rule.kinds.some((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(named)))
    throw invalid(fileTypeMessage(rule));
  const kind = await sniffFileKind(file);
  if (!kind || !rule.kinds.includes(kind)) throw invalid(fileContentMismatchMessage(filename));
  if (kind === 'pdf') await checkPdf(filename, file);
  else if ((IMAGE_KINDS as readonly FileKind[]).includes(kind)) await checkImage(filename, file, kind);
  return { kind, contentType: FILE_KINDS[kind].contentTypes[0] };
}
