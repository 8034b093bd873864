import type { DocumentCategory } from './documents';
import { formatFileSize } from './file-size';

/**
 * The kinds of file the document store takes: the extensions a name may carry and the content
 * types its bytes may show. The server decides from the bytes; the name only has to agree.
 */
export const FILE_KINDS = {
  jpeg: { label: 'JPEG image', extensions: ['jpg', 'jpeg'], contentTypes: ['image/jpeg'] },
  png: { label: 'PNG image', extensions: ['png'], contentTypes: ['image/png'] },
  gif: { label: 'GIF image', extensions: ['gif'], contentTypes: ['image/gif'] },
  webp: { label: 'WEBP image', extensions: ['webp'], contentTypes: ['image/webp'] },
  tiff: { label: 'TIFF image', extensions: ['tif', 'tiff'], contentTypes: ['image/tiff'] },
  heic: { label: 'HEIC photo', extensions: ['heic', 'heif'], contentTypes: ['image/heic', 'image/heif'] },
  pdf: { label: 'PDF', extensions: ['pdf'], contentTypes: ['application/pdf'] },
  doc: { label: 'Word document', extensions: ['doc'], contentTypes: ['application/msword'] },
  docx: {
    label: 'Word document',
    extensions: ['docx'],
    contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  xls: { label: 'Excel workbook', extensions: ['xls'], contentTypes: ['application/vnd.ms-excel'] },
  xlsx: {
    label: 'Excel workbook',
    extensions: ['xlsx'],
    contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
} as const satisfies Record<string, { label: string; extensions: readonly string[]; contentTypes: readonly string[] }>;
export type FileKind = keyof typeof FILE_KINDS;

export type UploadRule = { kinds: readonly FileKind[]; maxBytes: number };

/** The images every browser shows: the spec's "images (jpg, jpeg, png, gif, webp)". */
export const WEB_IMAGE_KINDS = ['jpeg', 'png', 'gif', 'webp'] as const satisfies readonly FileKind[];
/** Images in the wider sense: scanners write TIFF and phones HEIC (decision 0025). */
export const IMAGE_KINDS = [...WEB_IMAGE_KINDS, 'tiff', 'heic'] as const satisfies readonly FileKind[];
/** What merge can turn into PDF pages. */
export const MERGEABLE_KINDS = [...IMAGE_KINDS, 'pdf'] as const satisfies readonly FileKind[];

export const DEFAULT_UPLOAD_MAX_BYTES = 52_428_800;
export const SMALL_UPLOAD_MAX_BYTES = 10_485_760;

/** Spec 2 section 5: the widget's default, images and PDF up to 50 MB. */
export const DEFAULT_UPLOAD_RULE: UploadRule = { kinds: [...IMAGE_KINDS, 'pdf'], maxBytes: DEFAULT_UPLOAD_MAX_BYTES };
/** Spec 3 section 5: load documents. */
export const LOAD_UPLOAD_RULE: UploadRule = {
  kinds: [...WEB_IMAGE_KINDS, 'pdf', 'doc', 'docx', 'xls', 'xlsx'],
  maxBytes: SMALL_UPLOAD_MAX_BYTES,
};
/** Spec 2 section 5: driver and fuel (accounting) uploads, images and PDF up to 10 MB. */
export const SMALL_UPLOAD_RULE: UploadRule = { kinds: [...IMAGE_KINDS, 'pdf'], maxBytes: SMALL_UPLOAD_MAX_BYTES };

/** What each category accepts (decision 0025). */
export const DOCUMENT_UPLOAD_RULES: Readonly<Record<DocumentCategory, UploadRule>> = {
  company: DEFAULT_UPLOAD_RULE,
  customer: DEFAULT_UPLOAD_RULE,
  truck: DEFAULT_UPLOAD_RULE,
  trailer: DEFAULT_UPLOAD_RULE,
  load: LOAD_UPLOAD_RULE,
  driver: SMALL_UPLOAD_RULE,
  accounting: SMALL_UPLOAD_RULE,
};

export const extensionsOf = (rule: UploadRule): string[] => rule.kinds.flatMap((k) => FILE_KINDS[k].extensions);
export const contentTypesOf = (rule: UploadRule): string[] => rule.kinds.flatMap((k) => FILE_KINDS[k].contentTypes);

/** The spec's rejection sentences (spec 2 section 5); the size limit also in the unit the widget shows it. */
export const fileTypeMessage = (rule: UploadRule) =>
  `File type must be ${extensionsOf(rule)
    .map((e) => `.${e}`)
    .join(', ')}`;
export const fileTooLargeMessage = (maxBytes: number) =>
  `File is larger than ${maxBytes} bytes (${formatFileSize(maxBytes)})`;
/**
 * A name of an accepted type whose bytes are not that type (nor another accepted one): a text
 * file renamed to .pdf. Telling the user their .pdf must be a .pdf would say nothing.
 */
export function fileContentMismatchMessage(filename: string): string {
  const extension = extensionOf(filename);
  const kind = kindOfExtension(extension);
  const what = kind ? FILE_KINDS[kind].label : `.${extension} file`;
  return `${filename} is not a valid ${what}: its content does not match its .${extension} type`;
}
/**
 * The most pixels an image may hold, counted page by page (decision 0130): 50 megapixels covers
 * a 600 dpi scan of a legal page and a phone's full-size photo; decoded, it is at most 200 MB.
 * Larger images are refused from their header, before a pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const imageTooLargeMessage = (filename: string, width: number, height: number) =>
  `"${filename}" is ${width} × ${height} pixels: images can have at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`;
/** A PDF whose pages cannot be read (decision 0130). */
export const damagedPdfMessage = (filename: string) => `"${filename}" is damaged: its pages cannot be read`;
/** An image whose header cannot be read. */
export const damagedImageMessage = (filename: string) => `"${filename}" is damaged: the image cannot be read`;
export const fileTooSmallMessage = (minBytes: number) => `File is smaller than ${minBytes} bytes`;
export const TOO_MANY_FILES = 'Too many files';

export function extensionOf(filename: string): string {
  return (filename.match(/\.([A-Za-z0-9]{1,8})$/)?.[1] ?? '').toLowerCase();
}

export function kindOfExtension(extension: string): FileKind | undefined {
  const e = extension.toLowerCase();
  return (Object.keys(FILE_KINDS) as FileKind[]).find((k) =>
    (FILE_KINDS[k].extensions as readonly string[]).includes(e),
  );
}

export function kindOfContentType(contentType: string): FileKind | undefined {
  return (Object.keys(FILE_KINDS) as FileKind[]).find((k) =>
    (FILE_KINDS[k].contentTypes as readonly string[]).includes(contentType),
  );
}

/** Whether a browser shows the file itself: thumbnails and the zoomable viewer. */
export function isWebImage(contentType: string): boolean {
  const kind = kindOfContentType(contentType);
  return kind !== undefined && (WEB_IMAGE_KINDS as readonly FileKind[]).includes(kind);
}
