import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverAppInvitationAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { driverKeys } from './driver-keys';

/** Invites the driver to the driver app, or sends the unused link again. */
export async function inviteToDriverApp(id: number) {
  return driverAppInvitationAnswer.parse(
    await apiClient(`/api/drivers/${id}/app-account/invitation`, { method: 'POST' }),
  );
}

export function useInviteToDriverApp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteToDriverApp(id),
    // The answer is the account as it now is: no need to read it again.
    onSuccess: (answer) => queryClient.setQueryData(driverKeys.appAccount(id), answer.account),
  });
}
