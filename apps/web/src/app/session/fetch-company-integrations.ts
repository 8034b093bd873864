import { type CompanyIntegration, companyIntegrationList } from '@tms/domain';
import { apiClient } from '../api/api-client';
import { isSubscriptionExpired } from '../api/api-error';

export const INTEGRATIONS_FAILED = 'Failed to fetch integrations.';

/**
 * The company's integrations. A failure only hides what depends on them (the hours-of-service
 * menu entry), so it is logged rather than shown.
 */
export async function fetchCompanyIntegrations(): Promise<CompanyIntegration[]> {
  try {
    return companyIntegrationList.parse(await apiClient('/api/integrations/company'));
  } catch (error) {
    if (isSubscriptionExpired(error)) throw error;
    console.error(INTEGRATIONS_FAILED, error);
    return [];
  }
}
