import { Worker } from 'node:worker_threads';
import type { Extracted } from './extract-document';
import type { WorkerAnswer, WorkerJob } from './extraction.worker';
import { ExtractionError } from './extraction-error';

export type PoolOptions = {
  /** Workers parsing at once; further uploads wait their turn. */
  size: number;
  /** A document still being read after this long is abandoned (its worker is ended). */
  timeoutMs: number;
  /** Heap ceiling of each worker. */
  maxHeapMb: number;
  maxPages: number;
  /** Uploads allowed to wait for a worker before new ones are turned away. */
  maxQueue: number;
  /** Another worker script speaking the same messages (the default is the extractor). */
  entry?: { url: URL; execArgv: string[] };
};

export type { Extracted };
export type ExtractionPool = { run(data: Uint8Array): Promise<Extracted>; close(): Promise<void> };

export class PoolBusyError extends Error {}

type Pending = { job: WorkerJob; resolve: (v: Extracted) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; busy: Pending | null; timer: NodeJS.Timeout | null };

/** The worker script: the bundled file next to the server in production, the TypeScript source (through tsx) otherwise. */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { url: new URL('./extraction.worker.ts', here), execArgv: ['--import', 'tsx'] };
  return { url: new URL('./extraction.worker.js', here), execArgv: [] };
}

/** A small pool of worker threads with a time limit per document and a heap limit per worker. */
export function createExtractionPool(options: PoolOptions): ExtractionPool {
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, outcome: { value?: Extracted; error?: Error }) => {
    const pending = slot.busy;
    if (slot.timer) clearTimeout(slot.timer);
    slot.busy = null;
    slot.timer = null;
    if (pending) {
      if (outcome.error) pending.reject(outcome.error);
      else if (outcome.value) pending.resolve(outcome.value);
    }
    pump();
  };

  const retire = (slot: Slot, error: Error) => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    finish(slot, { error });
  };

  const spawn = (): Slot => {
    const entry = options.entry ?? workerEntry();
    const worker = new Worker(entry.url, {
      execArgv: entry.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 64 },
    });
    const slot: Slot = { worker, busy: null, timer: null };
    worker.on('message', (answer: WorkerAnswer) => {
      if (!slot.busy || answer.id !== slot.busy.job.id) return;
      if (answer.ok) finish(slot, { value: { result: answer.result, text: answer.text, doc: answer.doc } });
      else finish(slot, { error: new ExtractionError(answer.detail ?? 'The document could not be read') });
    });
    // Out of memory or a crash in the parser: the worker is gone, the upload is refused.
    worker.on('error', () => retire(slot, new ExtractionError('The document is too large or complex to read')));
    worker.on('exit', () => {
      if (slots.includes(slot)) retire(slot, new ExtractionError('The document could not be read'));
    });
    worker.unref();
    slots.push(slot);
    return slot;
  };

  const pump = () => {
    while (!closed && queue.length) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < options.size ? spawn() : undefined);
      if (!slot) return;
      const pending = queue.shift();
      if (!pending) return;
      slot.busy = pending;
      slot.timer = setTimeout(
        () => retire(slot, new ExtractionError(`The document took longer than ${options.timeoutMs / 1000} s to read`)),
        options.timeoutMs,
      );
      slot.worker.postMessage(pending.job);
    }
  };

  return {
    run(data) {
      if (closed) return Promise.reject(new Error('The extraction pool is closed'));
      if (queue.length >= options.maxQueue) return Promise.reject(new PoolBusyError());
      return new Promise<Extracted>((resolve, reject) => {
        queue.push({ job: { id: nextId++, data, maxPages: options.maxPages }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.reject(new Error('The extraction pool is closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
