// Runs in a reader process of its own: parsing untrusted files happens here, away from the API's
// event loop, under the pool's time and memory limits (decision 0236).
import { answerJobs } from '../../lib/reader-process';
import { extractWithText } from './extract-document';
import { ExtractionError } from './extraction-error';

export type WorkerJob = { id: number; data: Uint8Array; maxPages: number };
export type WorkerAnswer =
  | ({ id: number; ok: true } & Awaited<ReturnType<typeof extractWithText>>)
  | { id: number; ok: false; detail: string | null };

answerJobs(async (job: WorkerJob): Promise<WorkerAnswer> => {
  try {
    const { result, text, doc } = await extractWithText(job.data, { maxPages: job.maxPages });
    return { id: job.id, ok: true, result, text, doc };
  } catch (e) {
    const detail = e instanceof ExtractionError ? e.message : null;
    return { id: job.id, ok: false, detail };
  }
});
