import { PgBoss } from 'pg-boss';
import type { AppDb, SqlExecutor } from '../../db/client';
import { executorOf } from '../../db/raw-sql';

/** How a kind of job is retried: up to `retryLimit` more runs, `retryDelaySeconds` apart, doubling when `backoff`. */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number; backoff: boolean };
/** Which run of a job this is: `last` when a failure now would not be retried, so the handler can record it. */
export type JobAttempt = { last: boolean };
export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export type QueueDepth = { name: string; queued: number; active: number; failed: number };
type Registration = { name: string; retry: RetryPolicy; handler: JobHandler<never> };
type Logger = { error(obj: unknown, msg?: string): void };

/** The role tenant transactions run as (db/tenancy.ts): it writes jobs in the same transaction as its data. */
const TENANT_ROLE = 'tms_app';
const SCHEMA = 'pgboss';

/**
 * The one job queue (pg-boss, on the application's own database and connections): mail delivery
 * now, the nightly jobs of later areas. Register handlers and schedules before `start`; enqueue
 * inside a transaction so a job exists exactly when the work that asked for it was committed.
 * With `runWorkers` false this process only enqueues and another process (worker.ts) runs them.
 */
/** The advisory lock the queue's grants are made under (any number no other lock of the app uses). */
const GRANT_LOCK = 7_481_003;

export function createJobsService(deps: {
  executeSql: SqlExecutor;
  runWorkers: boolean;
  pollingIntervalSeconds: number;
  /** How long `stop` lets running jobs finish before failing them back to the queue for a retry. */
  stopGraceMs?: number;
  log: Logger;
}) {
  const { executeSql, runWorkers, pollingIntervalSeconds, log, stopGraceMs = 5000 } = deps;
  const boss = new PgBoss({
    db: { executeSql: executeSql as never },
    schema: SCHEMA,
    // Maintenance and cron scheduling run where the workers run.
    supervise: runWorkers,
    schedule: runWorkers,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const registrations: Registration[] = [];
  const schedules: { name: string; cron: string; timeZone: string }[] = [];
  let started = false;

  return {
    /** Declares a kind of job and the function that runs it; a thrown error is retried per `retry`. */
    register<T extends object>(name: string, retry: RetryPolicy, handler: JobHandler<T>) {
      if (started) throw new Error(`register ${name} before the job queue starts`);
      registrations.push({ name, retry, handler: handler as JobHandler<never> });
    },

    /** Runs a registered job on a cron schedule (e.g. "0 2 * * *" in the company's zone), once across all workers. */
    schedule(name: string, cron: string, timeZone = 'UTC') {
      if (started) throw new Error(`schedule ${name} before the job queue starts`);
      schedules.push({ name, cron, timeZone });
    },

    /** Queues a job in the caller's transaction: it runs only if that transaction commits. */
    async enqueue<T extends object>(tx: AppDb, name: string, data: T) {
      await boss.send(name, data, { db: { executeSql: executorOf(tx) as never } });
    },

    async start() {
      // Nothing registered, nothing to queue: the queue's tables are not needed yet.
      if (registrations.length === 0) return;
      await boss.start();
      // Tenant transactions run as a role without the queue's privileges until given them here.
      // One process at a time (the statements run as one transaction, holding the lock to its end):
      // two granting at once fail with "tuple concurrently updated".
      await executeSql(
        `SELECT pg_advisory_xact_lock(${GRANT_LOCK});
         GRANT USAGE ON SCHEMA ${SCHEMA} TO ${TENANT_ROLE};
         GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA ${SCHEMA} TO ${TENANT_ROLE};
         GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${SCHEMA} TO ${TENANT_ROLE};`,
      );
      for (const r of registrations) {
        await boss.createQueue(r.name, {
          retryLimit: r.retry.retryLimit,
          retryDelay: r.retry.retryDelaySeconds,
          retryBackoff: r.retry.backoff,
        });
        if (runWorkers)
          await boss.work<never>(r.name, { pollingIntervalSeconds }, async ([job]) => {
            // A run's retryCount is the retries before it: the run whose count has reached the limit is the last.
            if (job) await r.handler(job.data, { last: job.retryCount >= r.retry.retryLimit });
          });
      }
      if (runWorkers) for (const s of schedules) await boss.schedule(s.name, s.cron, null, { tz: s.timeZone });
      started = true;
    },

    /** Whether the queue has started and its tables answer: the readiness probe's question. */
    async answers() {
      return started && (await boss.isInstalled());
    },

    /** Each queue's jobs by state, as the queue keeps count of them (refreshed by the workers' supervisor). */
    async depths(): Promise<QueueDepth[]> {
      if (!started) return [];
      return (await boss.getQueues()).map((q) => ({
        name: q.name,
        queued: q.queuedCount,
        active: q.activeCount,
        failed: q.failedCount,
      }));
    },

    /**
     * Stops taking jobs; running ones may finish within `stopGraceMs`. Those still running then are
     * failed, which queues their retry (when their kind has one left) for another process.
     */
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: stopGraceMs });
      started = false;
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
