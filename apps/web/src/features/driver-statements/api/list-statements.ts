import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statementList, statementStats } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type StatementListParams, statementKeys } from './statement-keys';

export type StatementPage = z.infer<typeof statementList>;

function filterQuery(p: Partial<StatementListParams>) {
  const query = new URLSearchParams();
  if (p.periodStart) query.set('period_start', p.periodStart);
  if (p.periodEnd) query.set('period_end', p.periodEnd);
  if (p.driverId) query.set('driver_id', String(p.driverId));
  return query;
}

export async function listStatements(params: StatementListParams, signal?: AbortSignal): Promise<StatementPage> {
  const query = filterQuery(params);
  query.set('skip', String(params.skip));
  query.set('limit', String(params.limit));
  if (params.status) query.set('status', params.status);
  return statementList.parse(await apiClient(`/api/driver-statements/?${query}`, { signal }));
}

export function useStatements(params: StatementListParams) {
  return useQuery({
    queryKey: statementKeys.list(params),
    queryFn: ({ signal }) => listStatements(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStatementStats(params: Pick<StatementListParams, 'periodStart' | 'periodEnd' | 'driverId'>) {
  return useQuery({
    queryKey: statementKeys.stats(params),
    queryFn: async ({ signal }) =>
      statementStats.parse(await apiClient(`/api/driver-statements/stats/summary?${filterQuery(params)}`, { signal })),
  });
}
