import { type FileKind, kindOfContentType } from '@tms/domain';
import { fileTypeFromBuffer } from 'file-type';

const utf16 = (text: string) => Buffer.from(text, 'utf16le');
/** Stream names inside an OLE2 compound file: Word keeps its text in one, Excel its sheets in the other. */
const WORD_STREAM = utf16('WordDocument');
const EXCEL_STREAMS = [utf16('Workbook'), utf16('Book')];

/**
 * The kind of a file judged by its bytes alone (magic numbers, and for Office files the parts
 * inside the container), so a renamed executable is never taken for a PDF or an image.
 */
export async function sniffFileKind(bytes: Uint8Array): Promise<FileKind | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return undefined;
  if (found.mime === 'application/x-cfb') {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (data.includes(WORD_STREAM)) return 'doc';
    if (EXCEL_STREAMS.some((s) => data.includes(s))) return 'xls';
    return undefined;
  }
  return kindOfContentType(found.mime);
}
