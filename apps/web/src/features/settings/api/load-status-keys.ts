export interface LoadStatusListParams {
  activeOnly: boolean;
  /** 1-based, as the API pages load statuses. */
  page: number;
  limit: number;
}

export const loadStatusKeys = {
  all: ['load-statuses'] as const,
  list: (params: LoadStatusListParams) => [...loadStatusKeys.all, 'list', params] as const,
};
