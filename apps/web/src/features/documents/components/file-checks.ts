import {
  contentTypesOf,
  extensionOf,
  extensionsOf,
  FILE_KINDS,
  fileTooLargeMessage,
  fileTooSmallMessage,
  fileTypeMessage,
  kindOfExtension,
  TOO_MANY_FILES,
  type UploadRule,
} from '@tms/domain';

/** The file picker's accept list: the rule's MIME types and extensions. */
export function acceptAttribute(rule: UploadRule): string {
  return [...contentTypesOf(rule), ...extensionsOf(rule).map((e) => `.${e}`)].join(',');
}

/** "JPG, PNG, PDF" for the drop zone's hint. */
export function kindsHint(rule: UploadRule): string {
  return [...new Set(rule.kinds.map((k) => FILE_KINDS[k].extensions[0]?.toUpperCase()))].join(', ');
}

/**
 * Why a file cannot be uploaded under a rule, in the spec's words, or null. Browsers often send
 * no MIME type for TIFF, HEIC or Office files, so the extension decides; the server checks the
 * bytes again.
 */
export function fileProblem(file: { name: string; size: number }, rule: UploadRule): string | null {
  const kind = kindOfExtension(extensionOf(file.name));
  if (!kind || !rule.kinds.includes(kind)) return fileTypeMessage(rule);
  if (file.size > rule.maxBytes) return fileTooLargeMessage(rule.maxBytes);
  if (file.size < 1) return fileTooSmallMessage(1);
  return null;
}

/** Splits chosen files into those that can go and those refused, with the reason. */
export function sortChosenFiles<F extends { name: string; size: number }>(
  files: F[],
  rule: UploadRule,
  multiple: boolean,
) {
  if (!multiple && files.length > 1)
    return { accepted: [], refused: files.map((file) => ({ file, reason: TOO_MANY_FILES })) };
  const accepted: F[] = [];
  const refused: { file: F; reason: string }[] = [];
  for (const file of files) {
    const reason = fileProblem(file, rule);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}
