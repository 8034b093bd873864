import type { documentMergeRequest } from '@tms/domain';
import type { z } from 'zod';
import { fetchFile } from '../../../app/api/fetch-file';

/** POST /api/documents/merge: the merged PDF as a file named as the server named it (kept on the load with save_to_load). */
export async function mergeDocuments(request: z.input<typeof documentMergeRequest>): Promise<File> {
  const { file } = await fetchFile('/api/documents/merge', {
    accept: 'application/pdf',
    json: request,
    fallbackName: `${request.output_filename}.pdf`,
  });
  return file;
}
