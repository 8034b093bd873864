// Untrusted files are parsed in child processes, not worker threads (decision 0236): a worker's
// heap limit is best-effort, and some allocations (a Map or one array grown without end) abort
// the whole server instead of the worker. A child that runs out of heap dies alone.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A reader script, and the flags Node needs to run it. */
export type ReaderEntry = { url: URL; execArgv: string[] };

/**
 * The reader `name` next to the module at `base`: the bundled `name.js` beside the server in
 * production, the TypeScript source (through tsx) otherwise.
 */
export function readerEntry(name: string, base: string): ReaderEntry {
  if (base.endsWith('.ts')) return { url: new URL(`./${name}.ts`, base), execArgv: ['--import', 'tsx'] };
  return { url: new URL(`./${name}.js`, base), execArgv: [] };
}

/** How a reader process ended, when it ended while it had a file. */
export type ReaderEnd = 'out-of-memory' | 'crashed';

/**
 * Starts a reader in a process of its own, under a heap ceiling. It does not keep the server
 * alive; a server that goes away takes its readers with it (they exit when the channel closes).
 */
export function startReader(entry: ReaderEntry, maxHeapMb: number): ChildProcess {
  const child = fork(fileURLToPath(entry.url), [], {
    execArgv: [...entry.execArgv, `--max-old-space-size=${maxHeapMb}`],
    // Structured clone, so bytes travel as bytes rather than as JSON arrays of numbers.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.unref();
  child.channel?.unref();
  return child;
}

/** V8 aborts a process whose heap is exhausted; any other end of a busy reader is a crash. */
export function readerEnd(signal: NodeJS.Signals | null): ReaderEnd {
  return signal === 'SIGABRT' ? 'out-of-memory' : 'crashed';
}

/** Ends a reader at once, and resolves once it is gone. */
export function stopReader(child: ChildProcess): Promise<void> {
  child.removeAllListeners();
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * The reader's side: answers each job the server sends with `answer`'s result, and exits when the
 * server closes the channel (a server that ended, or a pool that closed).
 */
export function answerJobs<Job, Answer>(answer: (job: Job) => Promise<Answer>): void {
  process.on('message', async (job: Job) => {
    const result = await answer(job);
    // The server may have gone while this job ran; there is nobody left to tell.
    if (process.connected) process.send?.(result, undefined, undefined, () => {});
  });
  process.on('disconnect', () => process.exit(0));
}
