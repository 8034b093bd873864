import { useQuery } from '@tanstack/react-query';
import { roleRef } from '@tms/domain';
import { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { userKeys } from './user-keys';

const grantableRoles = z.object({ roles: z.array(roleRef) });
export type GrantableRole = z.infer<typeof roleRef>;

/** The roles the signed-in user may hand out; the server refuses any other. */
export async function listGrantableRoles(): Promise<GrantableRole[]> {
  return grantableRoles.parse(await apiClient('/api/users/roles')).roles;
}

export function useGrantableRoles() {
  return useQuery({ queryKey: userKeys.grantableRoles(), queryFn: listGrantableRoles, staleTime: 5 * 60_000 });
}
