import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ColumnMapping, fuelImportPreview, fuelUploadResult } from '@tms/domain';
import type { z } from 'zod';
import { apiClient } from '../../../app/api/api-client';
import { fuelCardKeys } from './fuel-card-keys';
import { fuelTransactionKeys } from './fuel-transaction-keys';

export type FuelImportPreview = z.infer<typeof fuelImportPreview>;
export type FuelUploadResult = z.infer<typeof fuelUploadResult>;

export interface FuelImportRequest {
  file: File;
  /** Left out: the template's, else the suggested mapping of the detected layout. */
  mapping?: Partial<ColumnMapping>;
  templateId?: number | null;
}

function formOf({ file, mapping, templateId }: FuelImportRequest): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (mapping) form.append('column_mapping', JSON.stringify(mapping));
  if (templateId) form.append('template_id', String(templateId));
  return form;
}

/** Reads the file with a mapping and answers the first rows, their problems and the totals; stores nothing. */
export async function previewFuelImport(request: FuelImportRequest): Promise<FuelImportPreview> {
  return fuelImportPreview.parse(
    await apiClient('/api/fuel-transactions/upload/preview', { method: 'POST', multipart: formOf(request) }),
  );
}

export function usePreviewFuelImport() {
  return useMutation({ mutationFn: previewFuelImport });
}

/**
 * Imports the whole file as one batch, all rows or none. The key is the wizard's own: sending the
 * same file again with it (a second click, a retry) answers the first batch instead of a new one.
 */
export async function uploadFuelImport(request: FuelImportRequest & { idempotencyKey: string }) {
  const form = formOf(request);
  form.append('idempotency_key', request.idempotencyKey);
  return fuelUploadResult.parse(await apiClient('/api/fuel-transactions/upload', { method: 'POST', multipart: form }));
}

export function useUploadFuelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFuelImport,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fuelTransactionKeys.all });
      await queryClient.invalidateQueries({ queryKey: fuelCardKeys.all });
    },
  });
}
