import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import type { JobsService } from '../jobs/jobs.service';
import { createLocalStorage, type LocalStorage, localStorageRoot } from './local-storage';
import { sweepOrphanFiles } from './orphans';
import { createS3Storage } from './s3-storage';
import { contentDisposition, type Storage } from './storage';

// What other modules use of file storage: the interface, the key scheme and the download header.
export { contentDisposition, type Incoming, type Storage, storageKey } from './storage';

/** S3 when configured, else local disk under DATA_DIR/files with links signed by a key derived from the JWT key. */
export function createStorage(config: Config): { storage: Storage; local?: LocalStorage } {
  if (config.s3) return { storage: createS3Storage(config.s3) };
  const signingKey = createHmac('sha256', config.jwtSecret).update('file-links').digest('base64url');
  const local = createLocalStorage(localStorageRoot(config.dataDir), signingKey);
  return { storage: local, local };
}

export const SWEEP_INCOMING_JOB = 'sweep-incoming-uploads';
/** An upload still staged after a day was cut off by a stopped process. */
const STALE_INCOMING_MS = 24 * 3_600_000;

/** Clears the local store's abandoned uploads every night. */
export function scheduleIncomingSweep(jobs: JobsService, local: LocalStorage) {
  jobs.register(SWEEP_INCOMING_JOB, { retryLimit: 2, retryDelaySeconds: 300, backoff: false }, async () => {
    await local.sweepIncoming(STALE_INCOMING_MS);
  });
  jobs.schedule(SWEEP_INCOMING_JOB, '41 3 * * *');
}

export const SWEEP_ORPHAN_FILES_JOB = 'sweep-orphan-files';
/** A file kept this long ago without its row was left by a killed process, not by a transaction still running. */
const ORPHAN_AFTER_MS = 24 * 3_600_000;

/** Deletes, every night, the stored files of companies that no record names (orphans.ts). */
export function scheduleOrphanSweep(jobs: JobsService, db: AppDb, storage: Storage) {
  jobs.register(SWEEP_ORPHAN_FILES_JOB, { retryLimit: 2, retryDelaySeconds: 300, backoff: false }, async () => {
    await sweepOrphanFiles(db, storage, ORPHAN_AFTER_MS);
  });
  jobs.schedule(SWEEP_ORPHAN_FILES_JOB, '47 3 * * *');
}

/** Answers a PDF made for this request: shown in the browser (or saved, with `download`), never cached. */
export function sendPdf(reply: FastifyReply, file: { filename: string; bytes: Uint8Array }, download = false) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(download, file.filename))
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes));
}
