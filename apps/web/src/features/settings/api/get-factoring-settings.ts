import { useQuery } from '@tanstack/react-query';
import { type FactoringSettings, factoringSettings } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { factoringKeys } from './factoring-keys';

export async function getFactoringSettings(): Promise<FactoringSettings> {
  return factoringSettings.parse(await apiClient('/api/accounting/factoring/settings'));
}

export function useFactoringSettings() {
  return useQuery({ queryKey: factoringKeys.settings, queryFn: getFactoringSettings });
}
