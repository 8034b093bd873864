import { useMutation } from '@tanstack/react-query';
import { type User, userSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

export async function changePassword(body: ChangePasswordInput): Promise<User> {
  return userSchema.parse(await apiClient('/api/auth/me', { method: 'PUT', json: body }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
