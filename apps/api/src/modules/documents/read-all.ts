import type { Readable } from 'node:stream';

/** Reads a stored file into one buffer of the size the document row records, without interim copies. */
export async function readAll(stream: Readable, size: number): Promise<Buffer> {
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (at + chunk.length > size) throw new Error('stored file is larger than its record says');
    chunk.copy(out, at);
    at += chunk.length;
  }
  if (at !== size) throw new Error('stored file is shorter than its record says');
  return out;
}
