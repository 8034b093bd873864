import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { companyFactoring } from '../../db/schema';

export type FactoringRow = typeof companyFactoring.$inferSelect;

export async function findSettings(db: AppDb, where: { companyId: number }) {
  const [row] = await db.select().from(companyFactoring).where(eq(companyFactoring.company_id, where.companyId));
  return row;
}

type SettingsValues = Pick<FactoringRow, 'enabled' | 'name' | 'email' | 'remit_to' | 'notice' | 'updated_by'>;

/** Creates the company's row or changes it; the submission counter is left as it is. */
export async function saveSettings(db: AppDb, where: { companyId: number }, values: SettingsValues) {
  const [row] = await db
    .insert(companyFactoring)
    .values({ company_id: where.companyId, ...values })
    .onConflictDoUpdate({ target: companyFactoring.company_id, set: { ...values, updated_at: sql`now()` } })
    .returning();
  return row!;
}

/**
 * The company's next schedule number. The settings row stays locked until the caller's
 * transaction ends, so two submissions take turns; a rollback gives the number back.
 */
export async function takeSubmissionNumber(db: AppDb, where: { companyId: number }) {
  const [row] = await db
    .update(companyFactoring)
    .set({ last_submission_number: sql`${companyFactoring.last_submission_number} + 1` })
    .where(eq(companyFactoring.company_id, where.companyId))
    .returning({ n: companyFactoring.last_submission_number });
  return row?.n;
}
