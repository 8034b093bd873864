import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { companyFeatures } from '../../db/schema';

/** A company's overrides of its plan, feature by feature. */
export async function findOverrides(db: AppDb, companyId: number) {
  return db
    .select({ feature: companyFeatures.feature, enabled: companyFeatures.enabled })
    .from(companyFeatures)
    .where(eq(companyFeatures.company_id, companyId));
}

export async function deleteOverrides(db: AppDb, companyId: number, features: string[]) {
  if (features.length === 0) return;
  await db
    .delete(companyFeatures)
    .where(and(eq(companyFeatures.company_id, companyId), inArray(companyFeatures.feature, features)));
}

export async function upsertOverride(db: AppDb, values: { company_id: number; feature: string; enabled: boolean }) {
  await db
    .insert(companyFeatures)
    .values(values)
    .onConflictDoUpdate({
      target: [companyFeatures.company_id, companyFeatures.feature],
      set: { enabled: values.enabled, updated_at: new Date() },
    });
}
