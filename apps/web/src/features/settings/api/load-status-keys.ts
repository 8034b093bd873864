import { resourceKeys } from '../../../app/api/query-keys';

export interface LoadStatusListParams {
  activeOnly: boolean;
  /** 1-based, as the API pages load statuses. */
  page: number;
  limit: number;
}

export const loadStatusKeys = resourceKeys<LoadStatusListParams>('load-statuses');
