import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { companyIntegrations, integrations } from '../../db/schema';

export type IntegrationRow = typeof integrations.$inferSelect;

/** Every integration of the catalogue with the company's activation, if any. */
export function listWithActivation(db: AppDb, companyId: number) {
  return db
    .select({ integration: integrations, link: companyIntegrations })
    .from(integrations)
    .leftJoin(
      companyIntegrations,
      and(eq(companyIntegrations.integration_id, integrations.id), eq(companyIntegrations.company_id, companyId)),
    )
    .orderBy(integrations.id);
}

export async function findIntegration(db: AppDb, id: number) {
  const [row] = await db.select().from(integrations).where(eq(integrations.id, id)).limit(1);
  return row;
}

export async function setActivation(
  db: AppDb,
  values: { companyId: number; integrationId: number; isActive: boolean },
) {
  const activatedAt = values.isActive ? new Date() : null;
  await db
    .insert(companyIntegrations)
    .values({
      company_id: values.companyId,
      integration_id: values.integrationId,
      is_active: values.isActive,
      activated_at: activatedAt,
    })
    .onConflictDoUpdate({
      target: [companyIntegrations.company_id, companyIntegrations.integration_id],
      set: { is_active: values.isActive, activated_at: activatedAt, updated_at: new Date() },
    });
}
