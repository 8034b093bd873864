import { extensionOf, FILE_KINDS, type FileKind } from '@tms/domain';

const MAX_LENGTH = 255;

/**
 * The name a document is kept under: the (already cleaned) uploaded name with the extension of
 * the kind its bytes showed, so a PDF sent as "ok.png" is kept and downloaded as "ok.pdf", and
 * at most 255 characters with that extension kept.
 */
export function storedFilename(name: string, kind: FileKind): string {
  const extensions: readonly string[] = FILE_KINDS[kind].extensions;
  const named = extensionOf(name);
  const base = named ? name.slice(0, -(named.length + 1)) : name;
  const extension = extensions.includes(named) ? name.slice(base.length + 1) : extensions[0]!;
  return `${base.slice(0, MAX_LENGTH - extension.length - 1).trimEnd() || 'file'}.${extension}`;
}
