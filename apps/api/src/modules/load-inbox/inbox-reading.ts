import type { Readable } from 'node:stream';
import type { AppDb } from '../../db/client';
import { readTenant, withTenant } from '../../db/tenancy';
import { AppError } from '../../lib/errors';
import { ValidationError } from '../../lib/validation';
import type { ExtractionService } from '../extraction/extraction.service';
import type { JobAttempt, JobsService } from '../jobs/jobs.service';
import type { Storage } from '../storage/storage.service';
import { READ_INBOX_ITEM_JOB, type ReadInboxItemJob } from './inbound-mail.service';
import * as repo from './load-inbox.repo';

type Logger = { error(obj: unknown, msg?: string): void };

const UNREADABLE = 'The document could not be read';
/** Said of a document the reader was too busy to take on every try: nothing is wrong with it. */
export const READER_BUSY = 'The reader was busy on every try: upload the document on the AI page, or send it again';

/** The reader's own words for a document it refused; anything else is logged and said plainly. */
function reasonOf(error: unknown, logUnexpected: () => void): string {
  if (error instanceof ValidationError) return error.detail[0]?.msg ?? UNREADABLE;
  if (error instanceof AppError) return error.message;
  logUnexpected();
  return UNREADABLE;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads each received document on the job queue, never inside the SMTP transaction: the same
 * reading as the AI page (kept and confirmable by its extraction id), and the broker it names
 * matched to a customer (MC digits first, then the exact name, as the wizard matches it).
 */
export function registerInboxReading(deps: {
  db: AppDb;
  storage: Storage;
  jobs: JobsService;
  extraction: ExtractionService;
  log: Logger;
}) {
  const { db, storage, jobs, extraction } = deps;

  const fail = (where: { companyId: number; id: string }, reason: string) =>
    withTenant(db, where.companyId, (tx) =>
      repo.updateItem(tx, where, { state: 'failed', reason: reason.slice(0, 500) }),
    );

  /**
   * One run of an item's reading. A failure the queue retries (the reader busy, the database for a
   * moment) leaves the item queued; on the last run the item is failed with the reason instead, so
   * it never stays "queued" with no job left to read it.
   */
  async function read(job: ReadInboxItemJob, attempt: JobAttempt) {
    try {
      await readOnce(job);
    } catch (e) {
      if (!attempt.last) throw e;
      const busy = e instanceof AppError && e.statusCode === 429;
      if (!busy) deps.log.error({ err: e, ...job }, 'reading a received document failed on its last try');
      await fail({ companyId: job.companyId, id: job.itemId }, busy ? READER_BUSY : UNREADABLE);
    }
  }

  async function readOnce({ companyId, itemId }: ReadInboxItemJob) {
    const where = { companyId, id: itemId };
    const item = await readTenant(db, companyId, (tx) => repo.findStoredItem(tx, where));
    if (item?.state !== 'queued' || !item.storage_key || !item.filename) return;
    let answer: Awaited<ReturnType<ExtractionService['extractForCompany']>>;
    try {
      const data = await bytesOf(await storage.get(item.storage_key));
      answer = await extraction.extractForCompany(companyId, {
        filename: item.filename,
        mimetype: item.content_type ?? 'application/octet-stream',
        data,
      });
    } catch (e) {
      // Too many documents being read right now: the queue tries again later.
      if (e instanceof AppError && e.statusCode === 429) throw e;
      return fail(
        where,
        reasonOf(e, () => deps.log.error({ err: e, companyId, itemId }, 'reading a received document failed')),
      );
    }
    await withTenant(db, companyId, async (tx) => {
      const info = answer.basic_info;
      const broker = await repo.matchBroker(tx, {
        companyId,
        mcDigits: info.broker_mc_number?.replace(/\D/g, '') || null,
        name: info.broker_name,
      });
      await repo.updateItem(tx, where, {
        state: 'read',
        reason: null,
        extraction_id: answer.extraction_id,
        broker_customer_id: broker,
      });
    });
  }

  jobs.register<ReadInboxItemJob>(READ_INBOX_ITEM_JOB, { retryLimit: 3, retryDelaySeconds: 30, backoff: true }, read);
  return { read };
}
