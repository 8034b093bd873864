import type { ChildProcess } from 'node:child_process';
import { type ReaderEntry, readerEnd, readerEntry, startReader, stopReader } from '../../lib/reader-process';
import type { Extracted } from './extract-document';
import type { WorkerAnswer, WorkerJob } from './extraction.worker';
import { ExtractionError } from './extraction-error';

export type PoolOptions = {
  /** Reader processes parsing at once; further uploads wait their turn. */
  size: number;
  /** A document still being read after this long is abandoned (its reader is ended). */
  timeoutMs: number;
  /** Heap ceiling of each reader. */
  maxHeapMb: number;
  maxPages: number;
  /** Uploads allowed to wait for a reader before new ones are turned away. */
  maxQueue: number;
  /** Another reader script speaking the same messages (the default is the extractor). */
  entry?: ReaderEntry;
};

export type { Extracted };
export type ExtractionPool = { run(data: Uint8Array): Promise<Extracted>; close(): Promise<void> };

export class PoolBusyError extends Error {}

type Pending = { job: WorkerJob; resolve: (v: Extracted) => void; reject: (e: Error) => void };
type Slot = { reader: ChildProcess; busy: Pending | null; timer: NodeJS.Timeout | null };

/** A small pool of reader processes with a time limit per document and a heap limit per reader. */
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
    void stopReader(slot.reader);
    finish(slot, { error });
  };

  const spawn = (): Slot => {
    const reader = startReader(options.entry ?? readerEntry('extraction.worker', import.meta.url), options.maxHeapMb);
    const slot: Slot = { reader, busy: null, timer: null };
    reader.on('message', (answer: WorkerAnswer) => {
      if (!slot.busy || answer.id !== slot.busy.job.id) return;
      if (answer.ok) finish(slot, { value: { result: answer.result, text: answer.text, doc: answer.doc } });
      else finish(slot, { error: new ExtractionError(answer.detail ?? 'The document could not be read') });
    });
    // Out of memory or a crash in the parser: the reader is gone, the upload is refused.
    reader.on('exit', (_code, signal) => {
      const detail =
        readerEnd(signal) === 'out-of-memory'
          ? 'The document is too large or complex to read'
          : 'The document could not be read';
      if (slots.includes(slot)) retire(slot, new ExtractionError(detail));
    });
    reader.on('error', () => retire(slot, new ExtractionError('The document could not be read')));
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
      slot.reader.send(pending.job);
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
      await Promise.all(slots.splice(0).map((s) => stopReader(s.reader)));
    },
  };
}
