import { type ExtractionConfirmation, type ExtractionResult, EXTRACTION_MESSAGES as M } from '@tms/domain';
import type { AppDb } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import * as repo from './extraction.repo';
import type { TextDoc } from './layout';
import { applyLayoutMemory, brokerKey, type LayoutMemory, learnLayout, matchBrokerKey } from './memory/layout-memory';

/**
 * Learning from confirmations (decision 0205): the values a user kept for a rate confirmation, found
 * again in its document, teach where that broker prints each field; its next documents are read
 * there first.
 */

/** The reading with what the company learnt of its broker applied, and the broker it was read as. */
export async function readWithMemory(tx: AppDb, companyId: number, doc: TextDoc, result: ExtractionResult) {
  const known = await repo.memoryKeys(tx, companyId);
  const key = known.length ? matchBrokerKey(doc, result, known) : null;
  const memory = key ? await repo.findMemory(tx, { companyId, brokerKey: key }) : undefined;
  return {
    result: memory ? remembered(doc, result, memory.memory as LayoutMemory) : result,
    brokerKey: key ?? brokerKey(result.basic_info),
  };
}

/** The reading with the memory applied; the reading alone if the memory does not fit the document. */
function remembered(doc: TextDoc, result: ExtractionResult, memory: LayoutMemory) {
  try {
    return applyLayoutMemory(doc, result, memory);
  } catch {
    return result;
  }
}

/**
 * Records the values kept for one of the company's readings. `from` says what confirmed them (the
 * confirm call, or the load saved from the reading); a reading of another company is not found.
 */
export async function learnFromConfirmation(
  tx: AppDb,
  ctx: Ctx,
  companyId: number,
  id: string,
  confirmed: ExtractionConfirmation,
  from: { loadId?: number } = {},
) {
  const reading = await repo.findExtraction(tx, { companyId, id });
  if (!reading) throw notFound(M.notFound);
  const key = brokerKey(confirmed.basic_info) ?? reading.broker_key;
  if (!key) throw invalidField(['basic_info', 'broker_name'], M.brokerNeeded);
  const previous = await repo.findMemory(tx, { companyId, brokerKey: key });
  const memory = learnt(reading.layout as TextDoc, confirmed, (previous?.memory as LayoutMemory | undefined) ?? null);
  if (memory) await repo.saveMemory(tx, { companyId, brokerKey: key, memory });
  await repo.markConfirmed(tx, { companyId, id }, key);
  await audit(tx, ctx, {
    action: 'confirm',
    entity: 'rate_confirmation',
    entityId: id,
    detail: { broker: key, fields: memory ? Object.keys(memory.fields).length : 0, load_id: from.loadId ?? null },
  });
}

/**
 * What the confirmation teaches; null when the stored document cannot be read again, so that a
 * confirmation (or the load saved with it) never fails for what is only a help for the next document.
 */
function learnt(doc: TextDoc, confirmed: ExtractionConfirmation, previous: LayoutMemory | null) {
  try {
    return learnLayout(doc, confirmed, previous);
  } catch {
    return null;
  }
}

/** Whether the company has this reading: a load may only be made from one of its own. */
export function readingExists(tx: AppDb, companyId: number, id: string) {
  return repo.extractionExists(tx, { companyId, id });
}
