import { Readable } from 'node:stream';
import { type PDFDocument, type PDFObject, PDFStream, PDFWriter } from 'pdf-lib';

/** The framing pdf-lib's writer puts around each object, byte for byte. */
const ascii = (text: string) => Buffer.from(text, 'latin1');
const STREAM_START = ascii('\nstream\n');
const OBJECT_END = ascii('\nendobj\n\n');
const STREAM_END = ascii('\nendstream\nendobj\n\n');

/** An object's own bytes, written by pdf-lib into a buffer of its size. */
function bytesOf(o: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }) {
  const out = Buffer.allocUnsafe(o.sizeInBytes());
  o.copyBytesInto(out, 0);
  return out;
}

/**
 * pdf-lib's own writer and layout (the same offsets, the same cross-reference table), handing the
 * file out in pieces instead of one buffer: a stream's contents go out as the very bytes the
 * document holds, where `save()` copies every byte into a second file-sized array one at a time.
 */
class PieceWriter extends PDFWriter {
  static for(doc: PDFDocument) {
    return new PieceWriter(doc.context, 50);
  }

  async pieces(): Promise<{ size: number; pieces: Buffer[] }> {
    const { size, header, indirectObjects, xref, trailerDict, trailer } = await this.computeBufferSize();
    const pieces: Buffer[] = [bytesOf(header), ascii('\n\n')];
    for (const [ref, object] of indirectObjects as [{ objectNumber: number; generationNumber: number }, PDFObject][]) {
      const opening = ascii(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
      if (object instanceof PDFStream) {
        const contents = object.getContents();
        pieces.push(opening, bytesOf(object.dict), STREAM_START);
        pieces.push(Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength), STREAM_END);
      } else {
        pieces.push(opening, bytesOf(object), OBJECT_END);
      }
    }
    if (xref) pieces.push(bytesOf(xref), ascii('\n'));
    if (trailerDict) pieces.push(bytesOf(trailerDict), ascii('\n\n'));
    pieces.push(bytesOf(trailer));
    const written = pieces.reduce((sum, p) => sum + p.length, 0);
    if (written !== size) throw new Error(`PDF pieces hold ${written} bytes where the layout counts ${size}`);
    return { size, pieces };
  }
}

/** The finished document as a stream of its bytes, with its length. */
export async function pdfStream(doc: PDFDocument): Promise<{ size: number; stream: Readable }> {
  await doc.flush();
  const { size, pieces } = await PieceWriter.for(doc).pieces();
  return { size, stream: Readable.from(pieces, { objectMode: false }) };
}
