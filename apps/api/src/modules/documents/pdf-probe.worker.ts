// Runs in a reader process of its own: opening an untrusted PDF happens here, under the probe's
// time and memory limits, so a file that makes the parser loop or grow without end costs only
// this process (decision 0236).
import { open } from 'node:fs/promises';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import { answerJobs } from '../../lib/reader-process';

/** The PDF to open: its bytes, or the staged file this process reads itself (the server never holds it). */
export type ProbeSource = { data: Uint8Array } | { path: string };
export type ProbeJob = { id: number; source: ProbeSource; copy: boolean };
export type PdfVerdict = { ok: true; pages: number; encrypted: boolean } | { ok: false };
export type ProbeAnswer = PdfVerdict & { id: number };

/**
 * Bytes whose `slice` is a view. pdf-lib slices every stream out of the file as it parses and
 * again as it copies a page; the probe only reads and then drops them, so copies would be
 * megabytes of memcpy and garbage per scanned page, proving nothing a view does not.
 */
class ViewSlices extends Uint8Array {
  override slice(start?: number, end?: number) {
    return this.subarray(start, end);
  }
}

/**
 * Files up to this size are read into one buffer kept from probe to probe: a fresh buffer of
 * megabytes for every PDF made this small heap run a full collection every few files.
 */
const KEPT_BUFFER_BYTES = 16 * 1024 * 1024;
let kept = Buffer.alloc(0);

/**
 * A staged file's bytes, in the kept buffer when they fit: the server sends the next probe only
 * once this one has answered, and nothing of a finished probe is still read.
 */
async function readStaged(path: string): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    if (size > kept.length && size <= KEPT_BUFFER_BYTES) kept = Buffer.allocUnsafeSlow(size);
    const into = (size <= kept.length ? kept : Buffer.allocUnsafeSlow(size)).subarray(0, size);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await file.read(into, at, size - at, at);
      if (bytesRead === 0) throw new Error('the staged file is shorter than its size');
      at += bytesRead;
    }
    return into;
  } finally {
    await file.close();
  }
}

async function probe(job: ProbeJob): Promise<PdfVerdict> {
  const bytes = 'path' in job.source ? await readStaged(job.source.path) : job.source.data;
  const pdf = await PDFDocument.load(new ViewSlices(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
    ignoreEncryption: true,
    updateMetadata: false,
    // This process does nothing else: yielding to the event loop every 100 objects only adds timers.
    parseSpeed: ParseSpeeds.Fastest,
  });
  // Walking the page tree is where a tree that contains itself, or nests without end, shows.
  const pages = pdf.getPages().length;
  if (job.copy && !pdf.isEncrypted && pages > 0) {
    // Copying walks each page up to its root and through everything it uses, as a merge does.
    await (await PDFDocument.create()).copyPages(pdf, pdf.getPageIndices());
  }
  return { ok: true, pages, encrypted: pdf.isEncrypted };
}

answerJobs(async (job: ProbeJob): Promise<ProbeAnswer> => {
  try {
    return { id: job.id, ...(await probe(job)) };
  } catch {
    // pdf-lib's parse errors and a stack overflow (RangeError) alike: the file cannot be opened.
    return { id: job.id, ok: false };
  }
});
