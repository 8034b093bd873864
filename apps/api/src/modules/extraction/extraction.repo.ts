import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ofCompany } from '../../db/find';
import { brokerLayoutMemories, rateConfirmationExtractions } from '../../db/schema';

export type ExtractionValues = typeof rateConfirmationExtractions.$inferInsert;

export async function insertExtraction(db: AppDb, values: ExtractionValues) {
  const [row] = await db
    .insert(rateConfirmationExtractions)
    .values(values)
    .returning({ id: rateConfirmationExtractions.id });
  return row!;
}

/** One of the company's readings, with its document's lines; undefined for another company's. */
export async function findExtraction(db: AppDb, where: { companyId: number; id: string }) {
  const [row] = await db
    .select()
    .from(rateConfirmationExtractions)
    .where(ofCompany(rateConfirmationExtractions, where.companyId, { id: where.id }))
    .limit(1);
  return row;
}

/** Whether the company has this reading (a load may only name its own). */
export async function extractionExists(db: AppDb, where: { companyId: number; id: string }) {
  const [row] = await db
    .select({ id: rateConfirmationExtractions.id })
    .from(rateConfirmationExtractions)
    .where(ofCompany(rateConfirmationExtractions, where.companyId, { id: where.id }))
    .limit(1);
  return Boolean(row);
}

export async function markConfirmed(db: AppDb, where: { companyId: number; id: string }, brokerKey: string) {
  await db
    .update(rateConfirmationExtractions)
    .set({ confirmed_at: sql`now()`, broker_key: brokerKey })
    .where(ofCompany(rateConfirmationExtractions, where.companyId, { id: where.id }));
}

/** The brokers whose layout the company has taught. */
export async function memoryKeys(db: AppDb, companyId: number) {
  const rows = await db
    .select({ key: brokerLayoutMemories.broker_key })
    .from(brokerLayoutMemories)
    .where(ofCompany(brokerLayoutMemories, companyId));
  return rows.map((r) => r.key);
}

export async function findMemory(db: AppDb, where: { companyId: number; brokerKey: string }) {
  const [row] = await db
    .select()
    .from(brokerLayoutMemories)
    .where(ofCompany(brokerLayoutMemories, where.companyId, { broker_key: where.brokerKey }))
    .limit(1);
  return row;
}

/** Keeps a broker's layout, counting the confirmations it was learnt from. */
export async function saveMemory(db: AppDb, values: { companyId: number; brokerKey: string; memory: unknown }) {
  await db
    .insert(brokerLayoutMemories)
    .values({ company_id: values.companyId, broker_key: values.brokerKey, memory: values.memory })
    .onConflictDoUpdate({
      target: [brokerLayoutMemories.company_id, brokerLayoutMemories.broker_key],
      set: {
        memory: values.memory,
        confirmations: sql`${brokerLayoutMemories.confirmations} + 1`,
        updated_at: sql`now()`,
      },
    });
}
