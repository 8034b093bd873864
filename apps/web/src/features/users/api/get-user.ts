import { useQuery } from '@tanstack/react-query';
import { type UserListItem, userListItem } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { userKeys } from './user-keys';

export async function getUser(id: number): Promise<UserListItem> {
  return userListItem.parse(await apiClient(`/api/users/${id}`));
}

/** One user; the row already on screen stands in while the fresh copy loads. */
export function useUser(id: number | null, placeholder?: UserListItem) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => getUser(id ?? 0),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
