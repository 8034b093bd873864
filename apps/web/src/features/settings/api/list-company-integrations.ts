import { useQuery } from '@tanstack/react-query';
import { integrationKeys } from '../../../app/api/query-keys';
import { listCompanyIntegrations } from '../../../app/session/company-integrations-query';
import { useSession } from '../../../app/session/use-session';

export type { CompanyIntegrationRow } from '../../../app/session/company-integrations-query';

/** The Settings cards read the same cached list as the menu (one key per resource). */
export function useCompanyIntegrationRows() {
  const { user } = useSession();
  return useQuery({ queryKey: integrationKeys.company(user?.company_id), queryFn: listCompanyIntegrations });
}
