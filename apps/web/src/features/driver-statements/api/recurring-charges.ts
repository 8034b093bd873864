import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RecurringChargeCreate, recurringChargeList, recurringChargeSchema } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { chargeKeys, statementKeys } from './statement-keys';

export function useRecurringCharges(driverId: number) {
  const params = { driverId };
  return useQuery({
    queryKey: chargeKeys.list(params),
    queryFn: async ({ signal }) =>
      recurringChargeList.parse(await apiClient(`/api/recurring-charges/?driver_id=${driverId}&limit=200`, { signal })),
  });
}

type Save = { id: number | null; body: Partial<RecurringChargeCreate> };

export function useSaveRecurringCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: Save) =>
      recurringChargeSchema.parse(
        await apiClient(id ? `/api/recurring-charges/${id}` : '/api/recurring-charges/', {
          method: id ? 'PUT' : 'POST',
          json: body,
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chargeKeys.all });
      await queryClient.invalidateQueries({ queryKey: statementKeys.all });
    },
  });
}
