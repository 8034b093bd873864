import { fileTooLargeMessage, LOGO_EXTENSIONS, LOGO_MAX_BYTES, LOGO_TYPES } from '@tms/domain';

export const LOGO_TYPE_MESSAGE = `File type must be ${LOGO_EXTENSIONS.map((e) => `.${e}`).join(', ')}`;
export const LOGO_SIZE_MESSAGE = fileTooLargeMessage(LOGO_MAX_BYTES);
export { TOO_MANY_FILES } from '@tms/domain';
/** For the file picker, so it offers only what would be accepted. */
export const LOGO_ACCEPT = [...LOGO_TYPES, ...LOGO_EXTENSIONS.map((e) => `.${e}`)].join(',');

/** Why a file cannot be a logo, or null when it can. The server checks the same again. */
export function logoFileProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (LOGO_TYPES as readonly string[]).includes(file.type);
  const extensionOk = (LOGO_EXTENSIONS as readonly string[]).includes(extension);
  // Some systems send no MIME type for a dragged file; then the extension decides.
  if (!(typeOk || (!file.type && extensionOk))) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  return null;
}
