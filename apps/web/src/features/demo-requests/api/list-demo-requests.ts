import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { DEMO_REQUEST_STATUSES, type DemoRequestStatus, demoRequestList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type DemoRequestFilters, type DemoRequestListParams, demoRequestKeys } from './demo-request-keys';

export type DemoRequestListAnswer = z.infer<typeof demoRequestList>;

export async function listDemoRequests(params: DemoRequestListParams): Promise<DemoRequestListAnswer> {
  const query = new URLSearchParams({ skip: String(params.skip), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  if (params.dateFrom) query.set('date_from', params.dateFrom);
  if (params.dateTo) query.set('date_to', params.dateTo);
  if (params.search) query.set('search', params.search);
  return demoRequestList.parse(await apiClient(`/api/demo-requests/?${query}`));
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useDemoRequests(params: DemoRequestListParams) {
  return useQuery({
    queryKey: demoRequestKeys.list(params),
    queryFn: () => listDemoRequests(params),
    placeholderData: keepPreviousData,
  });
}

export type DemoRequestCounts = Record<DemoRequestStatus | 'all', number | undefined>;

/** How many requests match the other filters in each status: the totals of one-row pages. */
export function useDemoRequestCounts(filters: Omit<DemoRequestFilters, 'status'>): DemoRequestCounts {
  const statuses = [undefined, ...DEMO_REQUEST_STATUSES] as const;
  const results = useQueries({
    queries: statuses.map((status) => {
      const params: DemoRequestListParams = { ...filters, status, skip: 0, limit: 1 };
      return {
        queryKey: demoRequestKeys.list(params),
        queryFn: () => listDemoRequests(params),
        placeholderData: keepPreviousData,
      };
    }),
  });
  const counts = { all: results[0]?.data?.total } as DemoRequestCounts;
  DEMO_REQUEST_STATUSES.forEach((status, i) => {
    counts[status] = results[i + 1]?.data?.total;
  });
  return counts;
}
