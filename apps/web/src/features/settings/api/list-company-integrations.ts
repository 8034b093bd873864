import { useQuery } from '@tanstack/react-query';
import { companyIntegrationRow } from '@tms/domain';
import { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { integrationKeys } from './integration-keys';

export type CompanyIntegrationRow = z.infer<typeof companyIntegrationRow>;

/**
 * The full rows (ids, kinds, descriptions) the settings cards need. The session keeps its own
 * smaller list for the menu, which is loaded for managers only.
 */
export async function listCompanyIntegrations(): Promise<CompanyIntegrationRow[]> {
  return z.array(companyIntegrationRow).parse(await apiClient('/api/integrations/company'));
}

export function useCompanyIntegrationRows() {
  return useQuery({ queryKey: integrationKeys.company, queryFn: listCompanyIntegrations });
}
