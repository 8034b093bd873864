import { useQuery } from '@tanstack/react-query';
import { companyLogoAnswer, LOGO_LINK_SECONDS } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

export type CompanyLogo = NonNullable<z.infer<typeof companyLogoAnswer>>;

/** The current logo with a signed inline link, or null; `null` company means the caller's own. */
export async function getCompanyLogo(companyId: number | null): Promise<CompanyLogo | null> {
  const query = companyId === null ? '' : `?company_id=${companyId}`;
  return companyLogoAnswer.parse(await apiClient(`/api/documents/company-logo${query}`));
}

// The signed link expires after LOGO_LINK_SECONDS; a fresh one is fetched well before that.
const LOGO_STALE_MS = (LOGO_LINK_SECONDS * 1000) / 2;

export function useCompanyLogo(companyId: number | null, enabled = true) {
  return useQuery({
    queryKey: companyKeys.logo(companyId),
    queryFn: () => getCompanyLogo(companyId),
    enabled,
    staleTime: LOGO_STALE_MS,
  });
}
