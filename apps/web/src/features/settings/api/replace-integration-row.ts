import type { QueryClient } from '@tanstack/react-query';
import { integrationKeys } from '../../../app/api/query-keys';
import type { CompanyIntegrationRow } from '../../../app/session/company-integrations-query';

/**
 * Puts a row the API answered in the one cached list of the company's integrations, so the card
 * and the menu (Hours of Service needs an active ELD) follow at once without a refetch.
 */
export function replaceIntegrationRow(
  queryClient: QueryClient,
  companyId: number | null | undefined,
  row: CompanyIntegrationRow,
) {
  queryClient.setQueryData<CompanyIntegrationRow[]>(integrationKeys.company(companyId), (rows) =>
    rows?.map((r) => (r.integration_id === row.integration_id ? row : r)),
  );
}
