import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FactoringSettings, type FactoringSettingsUpdate, factoringSettings } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { factoringKeys } from './factoring-keys';

export async function updateFactoringSettings(body: FactoringSettingsUpdate): Promise<FactoringSettings> {
  return factoringSettings.parse(await apiClient('/api/accounting/factoring/settings', { method: 'PUT', json: body }));
}

export function useUpdateFactoringSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFactoringSettings,
    onSuccess: (saved) => queryClient.setQueryData(factoringKeys.settings, saved),
  });
}
