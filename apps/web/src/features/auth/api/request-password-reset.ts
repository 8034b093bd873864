import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@tms/domain';
import { http } from '../../../app/api/http';

export async function requestPasswordReset(email: string): Promise<string> {
  return messageAnswer.parse(await http('/api/auth/password-reset', { method: 'POST', json: { email } })).message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
