import type { DemoRequestStatus } from '@tms/domain';

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
export const demoRequestKeys = {
  all: ['demo-requests'] as const,
  lists: () => [...demoRequestKeys.all, 'list'] as const,
  list: (params: DemoRequestListParams) => [...demoRequestKeys.lists(), params] as const,
  detail: (id: number) => [...demoRequestKeys.all, 'detail', id] as const,
};
