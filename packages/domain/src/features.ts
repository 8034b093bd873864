import { z } from 'zod';
import { FEATURES, PLAN_CODES } from './plans';

export const companyFeatureRow = z.object({
  feature: z.enum(FEATURES),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  in_plan: z.boolean(),
  overridden: z.boolean(),
});

export const companyFeatures = z.object({
  company_id: z.number().int(),
  plan: z.enum(PLAN_CODES).nullable(),
  features: z.array(companyFeatureRow),
});

/** true or false overrides the plan for that feature; null returns it to the plan's setting. */
export const companyFeaturesUpdate = z.strictObject({
  plan: z.enum(PLAN_CODES, { error: 'Plan must be starter, growth or pro' }).nullable().optional(),
  overrides: z.partialRecord(z.enum(FEATURES, { error: 'Unknown feature' }), z.boolean().nullable()).default({}),
});

export const myFeatures = z.object({ features: z.array(z.enum(FEATURES)) });
