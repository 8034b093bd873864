import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentRecord, documentUploadAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { companyKeys } from './company-keys';

export interface UploadCompanyLogoInput {
  file: File;
  /** Another company's logo (platform administrators); null is the caller's own company. */
  companyId: number | null;
}

export async function uploadCompanyLogo({ file, companyId }: UploadCompanyLogoInput): Promise<DocumentRecord> {
  const body = new FormData();
  body.set('document_type', 'company_logo');
  body.set('category', 'company');
  if (companyId !== null) body.set('target_company_id', String(companyId));
  // The file goes last so the server has read the text fields when the bytes arrive.
  body.set('file', file, file.name);
  return documentUploadAnswer.parse(await apiClient('/api/documents/upload', { method: 'POST', multipart: body }))
    .document;
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (_, { companyId }) => queryClient.invalidateQueries({ queryKey: companyKeys.logo(companyId) }),
  });
}
