import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import type { PdfVerdict, ProbeAnswer, ProbeJob, ProbeSource } from './pdf-probe.worker';

/** How long a PDF may take to open, and how much heap the opening may use (decision 0130). */
export const PROBE_TIME_LIMIT_MS = 20_000;
const PROBE_HEAP_MB = 512;
/** PDFs waiting their turn beyond this are turned away rather than queued without end. */
const MAX_WAITING = 32;

type Pending = { job: ProbeJob; resolve: (v: PdfVerdict) => void };

/** The worker script: the bundled file beside the server in production, the TypeScript source (through tsx) otherwise. */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { url: new URL('./pdf-probe.worker.ts', here), execArgv: ['--import', 'tsx'] };
  return { url: new URL('./pdf-probe.worker.js', here), execArgv: [] };
}

let worker: Worker | undefined;
let current: (Pending & { timer: NodeJS.Timeout }) | undefined;
const waiting: Pending[] = [];
let nextId = 1;

/** Ends the current probe with `verdict`; a worker that crashed or overran is replaced by a fresh one. */
function finish(verdict: PdfVerdict, retire: boolean) {
  const done = current;
  current = undefined;
  if (done) clearTimeout(done.timer);
  if (retire && worker) {
    worker.removeAllListeners();
    void worker.terminate();
    worker = undefined;
  }
  done?.resolve(verdict);
  pump();
}

function spawn(): Worker {
  const entry = workerEntry();
  const w = new Worker(entry.url, {
    execArgv: entry.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: PROBE_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  w.on('message', (answer: ProbeAnswer) => {
    if (current && answer.id === current.job.id) finish(answer.ok ? answer : { ok: false }, false);
  });
  // Out of memory or a crash while parsing: the file is what the worker could not survive.
  w.on('error', () => finish({ ok: false }, true));
  w.on('exit', () => {
    if (worker === w) finish({ ok: false }, true);
  });
  w.unref();
  return w;
}

function pump() {
  if (current) return;
  const next = waiting.shift();
  if (!next) return;
  worker ??= spawn();
  current = { ...next, timer: setTimeout(() => finish({ ok: false }, true), PROBE_TIME_LIMIT_MS) };
  worker.postMessage(next.job);
}

/**
 * Whether a PDF opens, with its page count, judged in a worker thread with a time and heap limit:
 * a cross-reference table that claims billions of entries, a page tree that contains itself or
 * nesting deeper than the stack are a `{ ok: false }` here, never a stalled or dead server.
 * With `copy`, its pages are also copied out as a merge would copy them. Bytes are copied to the
 * worker; a staged file is read there.
 */
export function probePdf(source: ProbeSource, options: { copy: boolean }): Promise<PdfVerdict> {
  if (waiting.length >= MAX_WAITING)
    return Promise.reject(
      new AppError(503, 'Too many documents are being checked right now; try again in a minute', {
        'retry-after': '60',
      }),
    );
  return new Promise((resolve) => {
    waiting.push({ job: { id: nextId++, source, copy: options.copy }, resolve });
    pump();
  });
}
