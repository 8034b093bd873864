import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReportFrequency, type ReportSubscriptions, reportSubscriptions } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { reportSubscriptionKeys } from './report-subscription-keys';

/** Sends the whole set of frequencies: those left out are turned off. */
export async function updateReportSubscriptions(frequencies: ReportFrequency[]): Promise<ReportSubscriptions> {
  return reportSubscriptions.parse(
    await apiClient('/api/analytics/report-subscriptions', { method: 'PUT', json: { frequencies } }),
  );
}

export function useUpdateReportSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportSubscriptions,
    onSuccess: (answer) => queryClient.setQueryData(reportSubscriptionKeys.mine(), answer),
  });
}
