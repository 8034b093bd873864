import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

export interface RemoveCompanyLogoInput {
  documentId: number;
  companyId: number | null;
}

/** A logo is never destroyed on removal: its document is deprecated and can be restored. */
export async function removeCompanyLogo({ documentId }: RemoveCompanyLogoInput): Promise<void> {
  await apiClient(`/api/documents/${documentId}/deprecate`, { method: 'PATCH' });
}

export function useRemoveCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyLogo,
    onSuccess: (_, { companyId }) => queryClient.setQueryData(companyKeys.logo(companyId), null),
  });
}
