import { useMutation } from '@tanstack/react-query';
import { type ReportFrequency, type ReportSent, reportSent } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';

/** Mails the caller the report of the last completed period at once. */
export async function sendReportNow(frequency: ReportFrequency): Promise<ReportSent> {
  return reportSent.parse(await apiClient('/api/analytics/reports/send-now', { method: 'POST', json: { frequency } }));
}

export function useSendReportNow() {
  return useMutation({ mutationFn: sendReportNow });
}
