import { useQuery } from '@tanstack/react-query';
import { type ReportSubscriptions, reportSubscriptions } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { reportSubscriptionKeys } from './report-subscription-keys';

export async function getReportSubscriptions(): Promise<ReportSubscriptions> {
  return reportSubscriptions.parse(await apiClient('/api/analytics/report-subscriptions'));
}

/** The caller's scheduled reports, read while the dialog is open. */
export function useReportSubscriptions(enabled: boolean) {
  return useQuery({ queryKey: reportSubscriptionKeys.mine(), queryFn: getReportSubscriptions, enabled });
}
