import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@tms/domain';
import { http } from '../../../app/api/http';

export interface ConfirmPasswordResetInput {
  token: string;
  new_password: string;
}

export async function confirmPasswordReset(body: ConfirmPasswordResetInput): Promise<string> {
  return messageAnswer.parse(await http('/api/auth/password-reset-confirm', { method: 'POST', json: body })).message;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
