import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../src/db/tenancy';
import { createJobsService, type JobsService } from '../src/modules/jobs/jobs.service';
import { unique } from './support/factories';
import { queueDrained } from './support/mail';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let jobs: JobsService;
const seen: string[] = [];
const queue = unique('test-echo-').toLowerCase();
const retried = unique('test-retried-').toLowerCase();
const attempts: boolean[] = [];

beforeAll(async () => {
  jobs = createJobsService({
    executeSql: t.executeSql,
    runWorkers: true,
    pollingIntervalSeconds: 0.5,
    log: { error: () => undefined },
  });
  jobs.register<{ word: string }>(queue, { retryLimit: 0, retryDelaySeconds: 1, backoff: false }, async (data) => {
    seen.push(data.word);
  });
  jobs.register<object>(retried, { retryLimit: 2, retryDelaySeconds: 0, backoff: false }, async (_data, attempt) => {
    attempts.push(attempt.last);
    throw new Error('fails every time');
  });
  jobs.schedule(queue, '0 3 * * *', 'America/Chicago');
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
});

describe('the job queue', () => {
  it('tells a handler which run is its last, so it can record a failure that will not be retried', async () => {
    await withSystem(t.db, (tx) => jobs.enqueue(tx, retried, {}));
    await queueDrained(t.executeSql, retried);
    expect(attempts).toEqual([false, false, true]);
  });

  it('runs a job queued in a committed transaction, and not one whose transaction rolled back', async () => {
    await withSystem(t.db, (tx) => jobs.enqueue(tx, queue, { word: 'kept' }));
    await withSystem(t.db, async (tx) => {
      await jobs.enqueue(tx, queue, { word: 'dropped' });
      throw new Error('rolled back');
    }).catch(() => undefined);
    await queueDrained(t.executeSql, queue);
    expect(seen).toEqual(['kept']);
    // The rolled-back job was never written, so no later poll can run it.
    const { rows } = await t.executeSql(`select data->>'word' as word from pgboss.job where name = $1`, [queue]);
    expect(rows).toEqual([{ word: 'kept' }]);
  });

  it('keeps a cron schedule in the given time zone, for the nightly jobs', async () => {
    const { rows } = await t.executeSql('select cron, timezone from pgboss.schedule where name = $1', [queue]);
    expect(rows).toEqual([{ cron: '0 3 * * *', timezone: 'America/Chicago' }]);
  });

  it('refuses a handler registered after the queue started', () => {
    expect(() =>
      jobs.register('late', { retryLimit: 0, retryDelaySeconds: 1, backoff: false }, async () => {}),
    ).toThrow(/before the job queue starts/);
  });
});
