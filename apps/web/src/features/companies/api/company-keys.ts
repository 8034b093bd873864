export interface CompanyListParams {
  skip: number;
  limit: number;
  activeOnly: boolean;
  search: string;
}

/** Query keys of the companies area; invalidating `all` refreshes every list and record. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: CompanyListParams) => [...companyKeys.lists(), params] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
  /** `null` is the signed-in user's own company. */
  logo: (companyId: number | null) => [...companyKeys.all, 'logo', companyId ?? 'mine'] as const,
};
