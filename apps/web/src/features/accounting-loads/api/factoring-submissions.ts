import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FactoringPayments,
  type FactoringSubmission,
  factoringSettings,
  factoringSubmission,
  factoringSubmissionList,
} from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { fetchFile } from '../../../app/api/fetch-file';
import { saveFile } from '../../documents';
import { accountingLoadKeys } from './accounting-load-keys';
import { factoringKeys } from './factoring-keys';

const BASE = '/api/accounting/factoring';

/** Whether the company factors its invoices now: Load Accounting offers submitting them only then. */
export function useFactoringOn() {
  const query = useQuery({
    queryKey: factoringKeys.settings,
    queryFn: async () => factoringSettings.parse(await apiClient(`${BASE}/settings`)),
  });
  return { on: query.data?.enabled === true, settings: query.data };
}

export function useFactoringSubmissions() {
  return useQuery({
    queryKey: factoringKeys.submissions,
    queryFn: async () => factoringSubmissionList.parse(await apiClient(`${BASE}/submissions`)),
  });
}

/** Sends loads to the factoring company; Load Accounting's rows and the submissions are read again. */
export function useSubmitToFactoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (loadIds: number[]): Promise<FactoringSubmission> =>
      factoringSubmission.parse(
        await apiClient(`${BASE}/submissions`, { method: 'POST', json: { load_ids: loadIds } }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountingLoadKeys.all });
      await queryClient.invalidateQueries({ queryKey: factoringKeys.submissions });
    },
  });
}

export function useRecordFactoringPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payments }: { id: number; payments: FactoringPayments }) =>
      factoringSubmission.parse(
        await apiClient(`${BASE}/submissions/${id}/payments`, { method: 'PUT', json: payments }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factoringKeys.submissions }),
  });
}

/** A submission's schedule of accounts, saved by the browser. */
export async function downloadSchedule(s: Pick<FactoringSubmission, 'id' | 'number'>): Promise<void> {
  const { file } = await fetchFile(`${BASE}/submissions/${s.id}/schedule.pdf`, {
    accept: 'application/pdf',
    fallbackName: `schedule-of-accounts-${s.number}.pdf`,
  });
  saveFile(file);
}
