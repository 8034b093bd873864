import { type FileKind, kindOfContentType } from '@tms/domain';
import { fileTypeFromBlob, fileTypeFromBuffer } from 'file-type';

const utf16 = (text: string) => Buffer.from(text, 'utf16le');
/** Stream names inside an OLE2 compound file: Word keeps its text in one, Excel its sheets in the other. */
const WORD_STREAM = utf16('WordDocument');
const EXCEL_STREAMS = [utf16('Workbook'), utf16('Book')];

/**
 * A file to judge: its size, its first bytes, and all of it when the first bytes do not tell;
 * where it is staged on disk, the path, for readers that open the file themselves.
 */
export type SniffedFile = { size: number; head: Uint8Array; content(): Promise<Blob | Buffer>; stagedPath?: string };

const bufferOf = async (content: Blob | Buffer) =>
  Buffer.isBuffer(content) ? content : Buffer.from(await content.arrayBuffer());

/**
 * The kind of a file judged by its bytes alone (magic numbers, and for Office files the parts
 * inside the container), so a renamed executable is never taken for a PDF or an image. A file
 * larger than its head is read where the detection asks (a ZIP's entries, a TIFF's directory),
 * exactly as if it were held whole.
 */
export async function sniffFileKind(file: SniffedFile): Promise<FileKind | undefined> {
  const whole = file.head.length >= file.size;
  const content = whole ? undefined : await file.content();
  const found = content
    ? Buffer.isBuffer(content)
      ? await fileTypeFromBuffer(content)
      : await fileTypeFromBlob(content)
    : await fileTypeFromBuffer(file.head);
  if (!found) return undefined;
  if (found.mime === 'application/x-cfb') {
    const data = content ? await bufferOf(content) : Buffer.from(file.head);
    if (data.includes(WORD_STREAM)) return 'doc';
    if (EXCEL_STREAMS.some((s) => data.includes(s))) return 'xls';
    return undefined;
  }
  return kindOfContentType(found.mime);
}
