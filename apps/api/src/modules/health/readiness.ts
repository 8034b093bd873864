import { randomUUID } from 'node:crypto';

/** What the readiness answer says of one part: fine, or a short word for how it is not. */
export type PartState = 'ok' | 'timeout' | 'unreachable' | 'stopped';
export const READINESS_PARTS = ['database', 'queue', 'storage'] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];
export type Readiness = Record<ReadinessPart, PartState> & { detail?: string };

/** A probe's refusal with its own word ("stopped"), rather than the "unreachable" of any other failure. */
export class NotReady extends Error {
  constructor(readonly state: PartState) {
    super(`not ready: ${state}`);
  }
}

type Probe = () => Promise<void>;
type Logger = { warn(obj: unknown, msg?: string): void };

/** Answers within `ms` or rejects, so one hung part cannot hold a load balancer's probe. */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady('timeout')), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The readiness probe: the database answers a `select 1`, the job queue has started and its
 * tables answer, the file store takes and drops a tiny object. Each part runs at once, each
 * within `timeoutMs`; what failed is logged in full and answered only as a word.
 */
export function createReadiness(probes: Record<ReadinessPart, Probe>, timeoutMs = 2000) {
  return async (log: Logger): Promise<Readiness> => {
    const states = await Promise.all(
      READINESS_PARTS.map(async (part): Promise<PartState> => {
        try {
          await within(timeoutMs, probes[part]());
          return 'ok';
        } catch (error) {
          log.warn({ err: error, part }, 'readiness probe failed');
          return error instanceof NotReady ? error.state : 'unreachable';
        }
      }),
    );
    const answer = Object.fromEntries(READINESS_PARTS.map((p, i) => [p, states[i]])) as Readiness;
    const failing = READINESS_PARTS.filter((p) => answer[p] !== 'ok');
    if (failing.length) answer.detail = `Not ready: ${failing.map((p) => `${p} ${answer[p]}`).join(', ')}`;
    return answer;
  };
}

/** The probes of this app's parts. The storage probe's key is this process's own, written over each time. */
export function appProbes(deps: {
  executeSql: (text: string) => Promise<unknown>;
  jobs: { answers(): Promise<boolean> };
  storage: { put(key: string, body: Buffer, contentType: string): Promise<void>; delete(key: string): Promise<void> };
}): Record<ReadinessPart, Probe> {
  const probeKey = `health/probe-${randomUUID()}`;
  return {
    database: async () => {
      await deps.executeSql('select 1');
    },
    queue: async () => {
      if (!(await deps.jobs.answers())) throw new NotReady('stopped');
    },
    storage: async () => {
      await deps.storage.put(probeKey, Buffer.from('ok'), 'text/plain');
      await deps.storage.delete(probeKey);
    },
  };
}
