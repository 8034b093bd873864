import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueDepth } from '../jobs/jobs.service';
import { within } from './readiness';

type Logger = { warn(obj: unknown, msg?: string): void };
type PoolUse = { totalCount: number; idleCount: number; waitingCount: number };

/** How long a scrape waits for each count read from the database before reporting without it. */
const SCRAPE_READ_MS = 2000;

/**
 * The app's Prometheus metrics, in a registry of its own (several apps may share a process).
 * Request durations are counted as answers go out; queue depths, e-mails by state and the
 * connection pool are read when scraped, so every process reports the same database-wide
 * numbers and a worker process without HTTP loses nothing (decision 0227).
 */
export function createMetrics(deps: {
  queues: () => Promise<QueueDepth[]>;
  emails: () => Promise<{ status: string; count: number }[]>;
  pool: PoolUse | undefined;
  /** The read replica's replay lag in bytes, when there is a replica (decision 0232). */
  replicaLag?: () => Promise<number>;
  log: Logger;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const readFailures = new Counter({
    name: 'tms_metrics_read_failures_total',
    help: 'Scrape-time reads that failed or timed out, by what was read',
    labelNames: ['part'],
    registers: [registry],
  });
  /** Runs a scrape-time read; on failure the metric is left empty for this scrape and the failure counted. */
  const read = async <T>(part: string, work: () => Promise<T>, apply: (value: T) => void) => {
    try {
      apply(await within(SCRAPE_READ_MS, work()));
    } catch (err) {
      readFailures.inc({ part });
      deps.log.warn({ err, part }, 'a metric could not be read');
    }
  };

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'tms_job_queue_jobs',
    help: 'Jobs per queue and state: queued (waiting, deferred included), active, failed (retained failures)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      await read('queue', deps.queues, (depths) => {
        for (const q of depths)
          for (const state of ['queued', 'active', 'failed'] as const) this.set({ queue: q.name, state }, q[state]);
      });
    },
  });
  new Gauge({
    name: 'tms_emails',
    help: 'E-mails in the outbox by state: held, pending, retrying, sent, dead',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      await read('emails', deps.emails, (counts) => {
        for (const c of counts) this.set({ status: c.status }, c.count);
      });
    },
  });
  const pool = deps.pool;
  // The embedded database has one in-process connection and no pool: nothing to report.
  if (pool)
    new Gauge({
      name: 'tms_db_pool_connections',
      help: "The database pool's connections: total open, idle, and requests waiting for one",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

  const replicaLag = deps.replicaLag;
  if (replicaLag)
    new Gauge({
      name: 'tms_replica_lag_bytes',
      help: "Bytes of the primary's WAL the read replica has yet to replay, read when scraped; NaN when it cannot be asked",
      registers: [registry],
      async collect() {
        // A gauge without labels cannot be left empty: NaN, not a reassuring 0, when the replica cannot be asked.
        this.set(Number.NaN);
        await read('replica', replicaLag, (bytes) => this.set(bytes));
      },
    });

  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),
    /** One answered request. `route` is the pattern (`/api/loads/:id`), never the URL, so the label stays bounded. */
    observe(r: { method: string; route: string | undefined; statusCode: number; seconds: number }) {
      requests.observe(
        { method: r.method, route: r.route ?? 'unmatched', status_code: String(r.statusCode) },
        r.seconds,
      );
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
