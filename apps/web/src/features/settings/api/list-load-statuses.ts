import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadStatusList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type LoadStatusListParams, loadStatusKeys } from './load-status-keys';

export type LoadStatusPage = z.infer<typeof loadStatusList>;

export async function listLoadStatuses(params: LoadStatusListParams): Promise<LoadStatusPage> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(params.limit),
    active_only: String(params.activeOnly),
  });
  return loadStatusList.parse(await apiClient(`/api/load-statuses/?${query}`));
}

export function useLoadStatuses(params: LoadStatusListParams) {
  return useQuery({
    queryKey: loadStatusKeys.list(params),
    queryFn: () => listLoadStatuses(params),
    placeholderData: keepPreviousData,
  });
}
