import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_LINK_FIELDS, type DocumentRecord, documentUploadAnswer } from '@tms/domain';
import { useCallback } from 'react';
import { withSession } from '../../../app/api/api-client';
import { uploadWithProgress } from '../../../app/api/upload-with-progress';
import { type DocumentFilters, documentKeys } from './document-keys';

export interface DocumentUpload {
  file: File;
  /** Where the document belongs: its category and the record it is linked to. */
  owner: DocumentFilters;
  documentType: string;
  description?: string;
  tags?: string;
}

export async function uploadDocument(
  upload: DocumentUpload,
  options: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
): Promise<DocumentRecord> {
  const body = new FormData();
  body.set('document_type', upload.documentType);
  body.set('category', upload.owner.category);
  for (const field of DOCUMENT_LINK_FIELDS) {
    const id = upload.owner[field];
    if (id !== undefined) body.set(field, String(id));
  }
  if (upload.description) body.set('description', upload.description);
  if (upload.tags) body.set('tags', upload.tags);
  // The file goes last so the server has read the fields when the bytes arrive.
  body.set('file', upload.file, upload.file.name);
  const answer = await withSession((token) => uploadWithProgress('/api/documents/upload', body, { ...options, token }));
  return documentUploadAnswer.parse(answer).document;
}

/** Uploads one document and refreshes the lists once it is stored. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useCallback(
    async (upload: DocumentUpload, options: Parameters<typeof uploadDocument>[1]) => {
      const document = await uploadDocument(upload, options);
      await queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      return document;
    },
    [queryClient],
  );
}
