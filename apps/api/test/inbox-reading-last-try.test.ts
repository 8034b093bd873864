import { EXTRACTION_MAX_PAGES } from '@tms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractionService } from '../src/modules/extraction/extraction.service';
import { createExtractionPool } from '../src/modules/extraction/extraction-pool';
import { createJobsService } from '../src/modules/jobs/jobs.service';
import { READER_BUSY, registerInboxReading } from '../src/modules/load-inbox/inbox-reading';
import { createStorage } from '../src/modules/storage/storage.service';
import { buildSignedInCompany } from './support/factories';
import { addressOf, inbox, listenForMail, sendMail } from './support/inbound-mail';
import { twoColumnLabels } from './support/ratecon-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A received document whose reading fails on every run the queue gives it: it must not stay
 * "queued" with no job left. The app here runs no job workers, so the item waits for the reading
 * this file runs by hand, with a reader that is always too busy (no room in its queue).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('reading a received document on its last try', () => {
  const t = {} as TestApp;
  const pool = createExtractionPool({
    size: 1,
    timeoutMs: 30_000,
    maxHeapMb: 256,
    maxPages: EXTRACTION_MAX_PAGES,
    maxQueue: 0,
  });
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ jobs: { runWorkers: false, pollingIntervalSeconds: 0.5 } }));
  });
  afterAll(async () => {
    await pool.close();
    await t.close?.();
  });

  it('leaves the item queued while runs remain, then fails it with the reason', async () => {
    const c = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const port = await listenForMail(t);
    const ratecon = await twoColumnLabels();
    await sendMail(port, {
      to: await addressOf(t, c.headers),
      attachments: [{ filename: 'ratecon.pdf', content: Buffer.from(ratecon.pdf), contentType: 'application/pdf' }],
    });
    const [item] = (await inbox(t, c.headers)).items;
    expect(item?.state).toBe('queued');

    const { read } = registerInboxReading({
      db: t.db,
      storage: createStorage(t.config).storage,
      jobs: createJobsService({
        executeSql: t.executeSql,
        runWorkers: false,
        pollingIntervalSeconds: 1,
        log: { error: () => undefined },
      }),
      extraction: createExtractionService({ db: t.db, pool, provider: null }),
      log: { error: () => undefined },
    });
    const job = { companyId: c.company.id, itemId: item!.id };
    await expect(read(job, { last: false })).rejects.toMatchObject({ statusCode: 429 });
    expect((await inbox(t, c.headers)).items[0]).toMatchObject({ state: 'queued', reason: null });

    await read(job, { last: true });
    expect((await inbox(t, c.headers)).items[0]).toMatchObject({ state: 'failed', reason: READER_BUSY });
  }, 60_000);
});
