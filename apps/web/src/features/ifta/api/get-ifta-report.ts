import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type IftaReport, type IftaReportQuery, iftaReport } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { iftaKeys, iftaQuery } from './ifta-keys';

export async function getIftaReport(params: IftaReportQuery, signal?: AbortSignal): Promise<IftaReport> {
  return iftaReport.parse(await apiClient(`/api/ifta/report?${iftaQuery(params)}`, { signal }));
}

/** The quarter's return; the previous quarter's figures stay in view while the next one loads. */
export function useIftaReport(params: IftaReportQuery) {
  return useQuery({
    queryKey: iftaKeys.report(params),
    queryFn: ({ signal }) => getIftaReport(params, signal),
    placeholderData: keepPreviousData,
  });
}
