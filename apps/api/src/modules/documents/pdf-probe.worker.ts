// Runs in a worker thread: opening an untrusted PDF happens here, under the probe's time and
// memory limits, so a file that makes the parser loop or grow without end costs only this thread.
import { parentPort } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';

export type ProbeJob = { id: number; data: Uint8Array; copy: boolean };
export type PdfVerdict = { ok: true; pages: number; encrypted: boolean } | { ok: false };
export type ProbeAnswer = PdfVerdict & { id: number };

async function probe(job: ProbeJob): Promise<PdfVerdict> {
  const pdf = await PDFDocument.load(job.data, { ignoreEncryption: true, updateMetadata: false });
  // Walking the page tree is where a tree that contains itself, or nests without end, shows.
  const pages = pdf.getPages().length;
  if (job.copy && !pdf.isEncrypted && pages > 0) {
    // Copying walks each page up to its root and through everything it uses, as a merge does.
    await (await PDFDocument.create()).copyPages(pdf, pdf.getPageIndices());
  }
  return { ok: true, pages, encrypted: pdf.isEncrypted };
}

parentPort?.on('message', async (job: ProbeJob) => {
  let answer: ProbeAnswer;
  try {
    answer = { id: job.id, ...(await probe(job)) };
  } catch {
    // pdf-lib's parse errors and a stack overflow (RangeError) alike: the file cannot be opened.
    answer = { id: job.id, ok: false };
  }
  parentPort?.postMessage(answer);
});
