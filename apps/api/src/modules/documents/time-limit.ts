import { payloadTooLarge } from '../../lib/errors';

/**
 * How long putting documents together (a merge, an invoice's attachments) may take before the
 * request is refused (decision 0130). A refusal is 413, as the page limit is: the work asked for
 * is too large, and the same request would only take as long again.
 */
export const ASSEMBLY_TIME_LIMIT_MS = 60_000;

export function tookTooLong(ms: number) {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return payloadTooLarge(
    `Putting these documents together took longer than ${seconds} second${seconds === 1 ? '' : 's'}; use fewer or smaller documents`,
  );
}

/**
 * `signal` (the client's, when given) joined with a time limit that aborts with the 413 above.
 * `done` clears the timer once the work is over.
 */
export function withTimeLimit(signal: AbortSignal | undefined, ms: number) {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(tookTooLong(ms)), ms);
  timer.unref();
  return {
    signal: signal ? AbortSignal.any([signal, limit.signal]) : limit.signal,
    done: () => clearTimeout(timer),
  };
}

/**
 * The promise's outcome, or the signal's reason as soon as it aborts: an await on a stalled read
 * or a long library call ends the request on time. The work itself runs to its own end unseen.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', stop);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', stop);
        reject(e);
      },
    );
  });
}
