import { resourceKeys } from '../../../app/api/query-keys';

export interface CompanyListParams {
  skip: number;
  limit: number;
  activeOnly: boolean;
  search: string;
}

/** Query keys of the companies area; invalidating `all` refreshes every list and record. */
const companies = resourceKeys<CompanyListParams>('companies');

export const companyKeys = {
  ...companies,
  /** `null` is the signed-in user's own company. */
  logo: (companyId: number | null) => [...companies.all, 'logo', companyId ?? 'mine'] as const,
};
