// Runs in a worker thread: parsing untrusted files happens here, away from the API's event loop,
// under the pool's time and memory limits.
import { parentPort } from 'node:worker_threads';
import { extractWithText } from './extract-document';
import { ExtractionError } from './extraction-error';

export type WorkerJob = { id: number; data: Uint8Array; maxPages: number };
export type WorkerAnswer =
  | ({ id: number; ok: true } & Awaited<ReturnType<typeof extractWithText>>)
  | { id: number; ok: false; detail: string | null };

parentPort?.on('message', async (job: WorkerJob) => {
  try {
    const { result, text, doc } = await extractWithText(job.data, { maxPages: job.maxPages });
    parentPort?.postMessage({ id: job.id, ok: true, result, text, doc } satisfies WorkerAnswer);
  } catch (e) {
    const detail = e instanceof ExtractionError ? e.message : null;
    parentPort?.postMessage({ id: job.id, ok: false, detail } satisfies WorkerAnswer);
  }
});
