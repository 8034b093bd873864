import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type IftaQuarterQuery, type IftaRates, type IftaRatesBody, iftaRates } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { iftaKeys, iftaQuery } from './ifta-keys';

const ratesPath = (quarter: IftaQuarterQuery) => `/api/ifta/rates?${iftaQuery(quarter)}`;

/** The quarter's rate per jurisdiction, read when the rates dialog opens. */
export function useIftaRates(quarter: IftaQuarterQuery, enabled: boolean) {
  return useQuery({
    queryKey: iftaKeys.rates(quarter),
    queryFn: async ({ signal }) => iftaRates.parse(await apiClient(ratesPath(quarter), { signal })),
    enabled,
  });
}

/** Saves the company's own rates for the quarter; the return is computed again from them. */
export function useSaveIftaRates(quarter: IftaQuarterQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: IftaRatesBody): Promise<IftaRates> =>
      iftaRates.parse(await apiClient(ratesPath(quarter), { method: 'PUT', json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: iftaKeys.all }),
  });
}
