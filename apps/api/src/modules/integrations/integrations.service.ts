import { FEATURE_DISABLED_DETAIL } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import * as repo from './integrations.repo';

const NO_COMPANY = 'Integrations belong to a company';

const toRow = (i: repo.IntegrationRow, link: { is_active: boolean; activated_at: Date | null } | null) => ({
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

async function list(tx: AppDb, companyId: number) {
  const rows = await repo.listWithActivation(tx, companyId);
  return rows.map((r) => toRow(r.integration, r.link));
}

/** The integrations a company can use, and their activation. Telematics and ELD need the plan's feature. */
export function createIntegrationsService(db: AppDb) {
  return {
    list(ctx: Ctx) {
      const companyId = requireCompany(ctx, NO_COMPANY);
      return withTenant(db, companyId, (tx) => list(tx, companyId));
    },

    async setActive(ctx: Ctx, integrationId: number, isActive: boolean) {
      const companyId = requireCompany(ctx, NO_COMPANY);
      if (!ctx.features.includes('telematics_integration'))
        throw forbidden(FEATURE_DISABLED_DETAIL('telematics_integration'));
      return withTenant(db, companyId, async (tx) => {
        const integration = await repo.findIntegration(tx, integrationId);
        if (!integration?.is_active) throw notFound('Integration not found');
        await repo.setActivation(tx, { companyId, integrationId, isActive });
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

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
