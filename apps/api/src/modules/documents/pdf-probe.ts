import type { ChildProcess } from 'node:child_process';
import { AppError } from '../../lib/errors';
import { readerEntry, startReader, stopReader } from '../../lib/reader-process';
import type { PdfVerdict, ProbeAnswer, ProbeJob, ProbeSource } from './pdf-probe.worker';

/** How long a PDF may take to open, and how much heap the opening may use (decision 0130). */
export const PROBE_TIME_LIMIT_MS = 20_000;
const PROBE_HEAP_MB = 512;
/** PDFs waiting their turn beyond this are turned away rather than queued without end. */
const MAX_WAITING = 32;

type Pending = { job: ProbeJob; resolve: (v: PdfVerdict) => void };

let reader: ChildProcess | undefined;
let current: (Pending & { timer: NodeJS.Timeout }) | undefined;
const waiting: Pending[] = [];
let nextId = 1;

/** Ends the current probe with `verdict`; a reader that crashed or overran is replaced by a fresh one. */
function finish(verdict: PdfVerdict, retire: boolean) {
  const done = current;
  current = undefined;
  if (done) clearTimeout(done.timer);
  if (retire && reader) {
    void stopReader(reader);
    reader = undefined;
  }
  done?.resolve(verdict);
  pump();
}

function spawn(): ChildProcess {
  const r = startReader(readerEntry('pdf-probe.worker', import.meta.url), PROBE_HEAP_MB);
  r.on('message', (answer: ProbeAnswer) => {
    if (current && answer.id === current.job.id) finish(answer.ok ? answer : { ok: false }, false);
  });
  // Out of memory or a crash while parsing: the file is what the reader could not survive.
  r.on('error', () => finish({ ok: false }, true));
  r.on('exit', () => {
    if (reader === r) finish({ ok: false }, true);
  });
  return r;
}

function pump() {
  if (current) return;
  const next = waiting.shift();
  if (!next) return;
  reader ??= spawn();
  current = { ...next, timer: setTimeout(() => finish({ ok: false }, true), PROBE_TIME_LIMIT_MS) };
  reader.send(next.job);
}

/**
 * Whether a PDF opens, with its page count, judged in a reader process with a time and heap limit:
 * a cross-reference table that claims billions of entries, a page tree that contains itself or
 * nesting deeper than the stack are a `{ ok: false }` here, never a stalled or dead server.
 * With `copy`, its pages are also copied out as a merge would copy them. Bytes are copied to the
 * reader; a staged file is read there.
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
