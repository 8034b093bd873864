import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@tms/domain';
import { http } from '../../../app/api/http';

export async function confirmEmailChange(body: { token: string; email: string }): Promise<string> {
  return messageAnswer.parse(await http('/api/auth/email-change-confirm', { method: 'POST', json: body })).message;
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
