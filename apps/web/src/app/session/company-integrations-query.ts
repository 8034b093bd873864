import { companyIntegrationRow } from '@tms/domain';
import { z } from 'zod';
import { apiClient } from '../api/api-client';

export type CompanyIntegrationRow = z.infer<typeof companyIntegrationRow>;

/**
 * GET /api/integrations/company under one key (`integrationKeys`): the menu (Hours of Service needs
 * an ELD) and the Settings cards share it, so a change made in Settings shows in the menu at once.
 */
export async function listCompanyIntegrations(): Promise<CompanyIntegrationRow[]> {
  return z.array(companyIntegrationRow).parse(await apiClient('/api/integrations/company'));
}
