import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userList } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { type UserListParams, userKeys } from './user-keys';

export type UserListAnswer = z.infer<typeof userList>;

export async function listUsers(params: UserListParams): Promise<UserListAnswer> {
  const query = new URLSearchParams({ skip: String(params.skip), limit: String(params.limit) });
  if (params.search) query.set('search', params.search);
  if (params.activeOnly) query.set('active_only', 'true');
  if (params.companyId !== null) query.set('company_id', String(params.companyId));
  return userList.parse(await apiClient(`/api/users/?${query}`));
}

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  });
}
