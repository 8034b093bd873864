import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { divisionList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type DivisionListParams, divisionKeys } from './division-keys';

export type DivisionPage = z.infer<typeof divisionList>;

export async function listDivisions(params: DivisionListParams): Promise<DivisionPage> {
  const query = new URLSearchParams({
    active_only: String(params.activeOnly),
    skip: String(params.skip),
    limit: String(params.limit),
  });
  return divisionList.parse(await apiClient(`/api/divisions/?${query}`));
}

export function useDivisions(params: DivisionListParams) {
  return useQuery({
    queryKey: divisionKeys.list(params),
    queryFn: () => listDivisions(params),
    placeholderData: keepPreviousData,
  });
}
