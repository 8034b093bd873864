import { effectiveFeatures, FEATURE_INFO, FEATURES, type Feature, type PlanCode, planOf } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { PLATFORM } from '../../lib/scope';
import { audit } from '../audit/audit.service';
import { companyPlan, setCompanyPlan } from '../companies/companies.service';
import * as repo from './features.repo';

async function overridesOf(tx: AppDb, companyId: number): Promise<Partial<Record<Feature, boolean>>> {
  const rows = await repo.findOverrides(tx, companyId);
  return Object.fromEntries(rows.map((r) => [r.feature, r.enabled]));
}

async function describe(tx: AppDb, companyId: number) {
  const plan = await companyPlan(tx, companyId);
  if (plan === undefined) throw notFound('Company not found');
  const overrides = await overridesOf(tx, companyId);
  const enabled = effectiveFeatures(plan, overrides);
  const inPlan = new Set<Feature>(planOf(plan)?.features ?? FEATURES);
  return {
    company_id: companyId,
    plan: (planOf(plan)?.code ?? null) as PlanCode | null,
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
export function createFeaturesService(deps: { db: AppDb; onChange: () => void }) {
  const { db, onChange } = deps;
  return {
    get: (companyId: number) => withSystem(db, (tx) => describe(tx, companyId)),

    async update(
      ctx: Ctx,
      companyId: number,
      input: { plan?: PlanCode | null; overrides: Partial<Record<Feature, boolean | null>> },
    ) {
      const answer = await withSystem(db, async (tx) => {
        await describe(tx, companyId);
        if (input.plan !== undefined) await setCompanyPlan(tx, companyId, input.plan);
        const entries = Object.entries(input.overrides) as [Feature, boolean | null][];
        await repo.deleteOverrides(
          tx,
          companyId,
          entries.filter(([, v]) => v === null).map(([f]) => f),
        );
        for (const [feature, enabled] of entries) {
          if (enabled !== null) await repo.upsertOverride(tx, { company_id: companyId, feature, enabled });
        }
        await audit(
          tx,
          { ...ctx, scope: PLATFORM },
          { action: 'update_features', entity: 'company', entityId: companyId, detail: input },
        );
        return describe(tx, companyId);
      });
      onChange();
      return answer;
    },
  };
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;
