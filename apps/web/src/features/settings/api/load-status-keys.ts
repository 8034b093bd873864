import { resourceKeys } from '../../../app/api/query-keys';

export interface LoadStatusListParams {
  activeOnly: boolean;
  /** 1-based, as the API pages load statuses. */
  page: number;
  limit: number;
}

const loadStatuses = resourceKeys<LoadStatusListParams>('load-statuses');

export const loadStatusKeys = {
  ...loadStatuses,
  /** Every active status, for the load wizard and the board. */
  activeAll: () => [...loadStatuses.all, 'active-all'] as const,
};
