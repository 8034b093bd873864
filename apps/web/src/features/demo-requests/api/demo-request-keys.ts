import type { DemoRequestStatus } from '@tms/domain';
import { resourceKeys } from '../../../app/api/query-keys';

export interface DemoRequestFilters {
  status?: DemoRequestStatus;
  /** YYYY-MM-DD, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  search?: string;
}

export interface DemoRequestListParams extends DemoRequestFilters {
  skip: number;
  limit: number;
}

/** Query keys of the demo requests area; invalidating `all` refreshes lists, counts and records. */
export const demoRequestKeys = resourceKeys<DemoRequestListParams>('demo-requests');
