import {
  DOCUMENT_UPLOAD_RULES,
  type DocumentCategory,
  extensionOf,
  FILE_KINDS,
  type FileKind,
  fileContentMismatchMessage,
  fileTooLargeMessage,
  fileTooSmallMessage,
  fileTypeMessage,
  LOGO_MAX_BYTES,
  type UploadRule,
  WEB_IMAGE_KINDS,
} from '@tms/domain';
import { AppError } from '../../lib/errors';
import { type SniffedFile, sniffFileKind } from './content-sniffing';

/** The logo rule of spec 2 section 5: the web images, 5 MB. */
const LOGO_RULE: UploadRule = { kinds: WEB_IMAGE_KINDS, maxBytes: LOGO_MAX_BYTES };

export const uploadRuleFor = (category: DocumentCategory, isLogo: boolean) =>
  isLogo ? LOGO_RULE : DOCUMENT_UPLOAD_RULES[category];

/**
 * Checks a file against its category's rule: size, a name with an accepted extension, and bytes
 * that really are one of the accepted kinds. Answers the kind and content type the bytes show.
 * A wrong name gets the spec's list of types; an accepted name whose bytes are something else
 * is told so, since the list would name its own type.
 */
export async function checkUpload(
  filename: string,
  file: SniffedFile,
  rule: UploadRule,
): Promise<{ kind: FileKind; contentType: string }> {
  const invalid = (msg: string) => new AppError(422, msg);
  if (file.size === 0) throw invalid(fileTooSmallMessage(1));
  if (file.size > rule.maxBytes) throw invalid(fileTooLargeMessage(rule.maxBytes));
  const named = extensionOf(filename);
  if (!rule.kinds.some((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(named)))
    throw invalid(fileTypeMessage(rule));
  const kind = await sniffFileKind(file);
  if (!kind || !rule.kinds.includes(kind)) throw invalid(fileContentMismatchMessage(filename));
  return { kind, contentType: FILE_KINDS[kind].contentTypes[0] };
}
