import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';

/** Sends the invitation e-mail again, with a new single-use link to choose a password. */
export async function resendInvitation(id: number): Promise<string> {
  return messageAnswer.parse(await apiClient(`/api/users/${id}/invite`, { method: 'POST' })).message;
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
