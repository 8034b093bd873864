import { effectiveFeatures, FEATURE_INFO, FEATURES, type Feature, type PlanCode, planOf } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { companies, companyFeatures } from '../../db/schema';
import { withSystem } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { audit } from '../audit/audit';

async function overridesOf(tx: AppDb, companyId: number) {
  const rows = await tx.select().from(companyFeatures).where(eq(companyFeatures.company_id, companyId));
  return Object.fromEntries(rows.map((r) => [r.feature, r.enabled])) as Partial<Record<Feature, boolean>>;
}

async function describe(tx: AppDb, companyId: number) {
  const [company] = await tx.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found');
  const overrides = await overridesOf(tx, companyId);
  const enabled = effectiveFeatures(company.plan, overrides);
  const inPlan = new Set<Feature>(planOf(company.plan)?.features ?? FEATURES);
  return {
    company_id: companyId,
    plan: (planOf(company.plan)?.code ?? null) as PlanCode | null,
    features: FEATURES.map((f) => ({
      feature: f,
      label: FEATURE_INFO[f].label,
      description: FEATURE_INFO[f].description,
      enabled: enabled.includes(f),
      in_plan: inPlan.has(f),
      overridden: overrides[f] !== undefined,
    })),
  };
}

/** Company permissions: the plan presets features, and a superadmin overrides per company. */
export function createFeaturesService(db: AppDb, onChange: () => void) {
  return {
    get: (companyId: number) => withSystem(db, (tx) => describe(tx, companyId)),

    async update(
      ctx: Ctx,
      companyId: number,
      input: { plan?: PlanCode | null; overrides: Partial<Record<Feature, boolean | null>> },
    ) {
      const answer = await withSystem(db, async (tx) => {
        await describe(tx, companyId);
        if (input.plan !== undefined) {
          await tx
            .update(companies)
            .set({ plan: input.plan, updated_at: new Date() })
            .where(eq(companies.id, companyId));
        }
        const entries = Object.entries(input.overrides) as [Feature, boolean | null][];
        const cleared = entries.filter(([, v]) => v === null).map(([f]) => f);
        if (cleared.length) {
          await tx
            .delete(companyFeatures)
            .where(and(eq(companyFeatures.company_id, companyId), inArray(companyFeatures.feature, cleared)));
        }
        for (const [feature, enabled] of entries) {
          if (enabled === null) continue;
          await tx
            .insert(companyFeatures)
            .values({ company_id: companyId, feature, enabled })
            .onConflictDoUpdate({
              target: [companyFeatures.company_id, companyFeatures.feature],
              set: { enabled, updated_at: new Date() },
            });
        }
        await audit(
          tx,
          { ...ctx, companyId: null },
          { action: 'update_features', entity: 'company', entityId: companyId, detail: input },
        );
        return describe(tx, companyId);
      });
      onChange();
      return answer;
    },
  };
}
