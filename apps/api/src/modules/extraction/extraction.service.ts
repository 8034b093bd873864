import type { ExtractionAnswer, ExtractionConfirmation } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { AppError, tooManyRequests } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { type Actor, audit } from '../audit/audit.service';
import type { UploadedFile } from '../documents/documents.service';
import { fileKind } from './extract-document';
import * as repo from './extraction.repo';
import { ExtractionError } from './extraction-error';
import { learnFromConfirmation, readWithMemory } from './extraction-learning.service';
import { type ExtractionPool, PoolBusyError } from './extraction-pool';
import { mergeProviderAnswer } from './merge';
import type { Provider } from './provider';

/** The kinds the reader takes, judged by their first bytes: what other areas check before queueing a reading. */
export { fileKind };

export type ExtractionService = ReturnType<typeof createExtractionService>;

/** Reads a rate confirmation for the load wizard: offline first, then the configured provider if any. */
export function createExtractionService(deps: { db: AppDb; pool: ExtractionPool; provider: Provider | null }) {
  const { db, pool, provider } = deps;

  async function readOffline(file: UploadedFile) {
    try {
      return await pool.run(new Uint8Array(file.data));
    } catch (e) {
      if (e instanceof PoolBusyError)
        throw tooManyRequests('Too many documents are being read right now; try again in a minute', 60);
      if (e instanceof ExtractionError) throw invalidField('file', e.message);
      throw e;
    }
  }

  /** Reads the file, then what the company learnt of its broker; keeps the reading to be confirmed. */
  async function readAndKeep(actor: Actor, companyId: number, file: UploadedFile): Promise<ExtractionAnswer> {
    if (!file.data.length) throw invalidField('file', 'The file is empty');
    if (!fileKind(file.data)) throw new AppError(415, 'Upload a PDF, PNG or JPEG file');
    const offline = await readOffline(file);
    let result = offline.result;
    if (provider) {
      try {
        result = mergeProviderAnswer(result, await provider.read(offline.text), provider.model);
      } catch {
        result = {
          ...result,
          warnings: [...result.warnings, "The language model did not answer; this is the document reader's result"],
        };
      }
    }
    return withTenant(db, companyId, async (tx) => {
      const read = await readWithMemory(tx, companyId, offline.doc, result);
      const { id } = await repo.insertExtraction(tx, {
        company_id: companyId,
        filename: file.filename,
        broker_key: read.brokerKey,
        result: read.result,
        layout: offline.doc,
        created_by: actor.userId,
      });
      await audit(tx, actor, {
        action: 'extract',
        entity: 'rate_confirmation',
        entityId: id,
        detail: {
          filename: file.filename,
          bytes: file.data.length,
          pages: read.result.engine.pages,
          ocr_pages: read.result.engine.ocr_pages,
          engine: read.result.engine.name,
          load_number: read.result.basic_info.load_number,
          broker: read.brokerKey,
        },
      });
      return { ...read.result, extraction_id: id };
    });
  }

  return {
    /** Reads the file, then what the company learnt of its broker; the reading is kept to be confirmed. */
    extract(ctx: Ctx, file: UploadedFile): Promise<ExtractionAnswer> {
      return readAndKeep(ctx, requireCompany(ctx), file);
    },

    /**
     * The same reading for work no user asked for (a rate confirmation received by e-mail): kept
     * and audited in the company's name.
     */
    extractForCompany(companyId: number, file: UploadedFile): Promise<ExtractionAnswer> {
      return readAndKeep({ userId: null, scope: { kind: 'tenant', companyId } }, companyId, file);
    },

    /** POST /api/extractions/{id}/confirm: the values the user kept teach the broker's layout. */
    confirm(ctx: Ctx, id: string, confirmed: ExtractionConfirmation) {
      return withCompany(db, ctx, (tx, companyId) => learnFromConfirmation(tx, ctx, companyId, id, confirmed));
    },
  };
}
