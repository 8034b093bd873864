import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserListItem, type userCreate, userListItem } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { userKeys } from './user-keys';

export type UserCreateBody = z.input<typeof userCreate>;

/** Creates the account without a password; the server e-mails an invitation to choose one. */
export async function createUser(body: UserCreateBody): Promise<UserListItem> {
  return userListItem.parse(await apiClient('/api/users/', { method: 'POST', json: body }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
