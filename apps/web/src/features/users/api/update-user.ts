import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserListItem, userListItem, type userUpdate } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { userKeys } from './user-keys';

export type UserUpdateBody = z.input<typeof userUpdate>;

export async function updateUser({ id, body }: { id: number; body: UserUpdateBody }): Promise<UserListItem> {
  return userListItem.parse(await apiClient(`/api/users/${id}`, { method: 'PUT', json: body }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
