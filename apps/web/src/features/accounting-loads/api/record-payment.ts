import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoadPayment } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { accountingLoadKeys } from './accounting-load-keys';

type PaymentAnswer = { message: string; version: number };

/** Records or removes the customer's payment of a load's invoice. */
export function usePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payment }: { id: number; payment: LoadPayment | null }) =>
      apiClient<PaymentAnswer>(`/api/accounting/loads/${id}/payment`, {
        method: payment ? 'PUT' : 'DELETE',
        json: payment ?? undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountingLoadKeys.all }),
  });
}
