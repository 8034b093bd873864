import { FEATURE_DISABLED_DETAIL } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { companyIntegrations, integrations } from '../../db/schema';
import { withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit/audit';

type IntegrationRow = typeof integrations.$inferSelect;

const toRow = (i: IntegrationRow, link: { is_active: boolean; activated_at: Date | null } | null) => ({
  integration_id: i.id,
  integration: {
    id: i.id,
    code: i.code,
    name: i.name,
    kind: i.kind,
    description: i.description,
    is_active: i.is_active,
  },
  is_active: link?.is_active ?? false,
  activated_at: link?.activated_at?.toISOString() ?? null,
});

/** The integrations a company can use, and their activation. Telematics and ELD need the plan's feature. */
export function createIntegrationsService(db: AppDb) {
  const companyOf = (ctx: Ctx) => {
    if (ctx.companyId === null) throw forbidden('Integrations belong to a company');
    return ctx.companyId;
  };

  async function list(tx: AppDb, companyId: number) {
    const rows = await tx
      .select({ integration: integrations, link: companyIntegrations })
      .from(integrations)
      .leftJoin(
        companyIntegrations,
        and(eq(companyIntegrations.integration_id, integrations.id), eq(companyIntegrations.company_id, companyId)),
      )
      .orderBy(integrations.id);
    return rows.map((r) => toRow(r.integration, r.link));
  }

  return {
    list(ctx: Ctx) {
      const companyId = companyOf(ctx);
      return withTenant(db, companyId, (tx) => list(tx, companyId));
    },

    async setActive(ctx: Ctx, integrationId: number, isActive: boolean) {
      const companyId = companyOf(ctx);
      if (!ctx.features.includes('telematics_integration'))
        throw forbidden(FEATURE_DISABLED_DETAIL('telematics_integration'));
      return withTenant(db, companyId, async (tx) => {
        const [integration] = await tx.select().from(integrations).where(eq(integrations.id, integrationId));
        if (!integration?.is_active) throw notFound('Integration not found');
        await tx
          .insert(companyIntegrations)
          .values({
            company_id: companyId,
            integration_id: integrationId,
            is_active: isActive,
            activated_at: isActive ? new Date() : null,
          })
          .onConflictDoUpdate({
            target: [companyIntegrations.company_id, companyIntegrations.integration_id],
            set: { is_active: isActive, activated_at: isActive ? new Date() : null, updated_at: new Date() },
          });
        await audit(tx, ctx, {
          action: isActive ? 'activate' : 'deactivate',
          entity: 'integration',
          entityId: integrationId,
        });
        const rows = await list(tx, companyId);
        return rows.find((r) => r.integration_id === integrationId)!;
      });
    },
  };
}
