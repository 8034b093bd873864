import { useMutation } from '@tanstack/react-query';
import { type ProfileBody, type User, userSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';

export async function updateProfile(body: ProfileBody): Promise<User> {
  return userSchema.parse(await apiClient('/api/auth/me/profile', { method: 'PUT', json: body }));
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
