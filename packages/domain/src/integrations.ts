import { z } from 'zod';

/** One row of GET /api/integrations/company: the provider and whether this company has it switched on. */
export const companyIntegrationSchema = z.object({
  integration: z.object({ name: z.string(), is_active: z.boolean() }),
  is_active: z.boolean(),
});
export type CompanyIntegration = z.infer<typeof companyIntegrationSchema>;

export const companyIntegrationList = z.array(companyIntegrationSchema);

/**
 * The hours-of-service dashboard needs ELD data (spec 1 section 6): an integration whose name
 * contains "eld", active both at the provider level and for the company.
 */
export function hasActiveEldIntegration(list: readonly CompanyIntegration[]): boolean {
  return list.some((row) => row.is_active && row.integration.is_active && /eld/i.test(row.integration.name));
}
