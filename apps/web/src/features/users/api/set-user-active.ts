import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserListItem, userListItem } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { userKeys } from './user-keys';

export async function setUserActive({ id, active }: { id: number; active: boolean }): Promise<UserListItem> {
  const action = active ? 'activate' : 'deactivate';
  return userListItem.parse(await apiClient(`/api/users/${id}/${action}`, { method: 'POST' }));
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
