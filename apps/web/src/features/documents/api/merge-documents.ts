import type { documentMergeRequest } from '@tms/domain';
import type { z } from 'zod';
import { withSession } from '../../../app/api/api-client';
import { apiErrorFrom } from '../../../app/api/api-error';

/** POST /api/documents/merge: the merged PDF as a file named as the server named it (kept on the load with save_to_load). */
export async function mergeDocuments(request: z.input<typeof documentMergeRequest>): Promise<File> {
  const response = await withSession(async (token) => {
    const res = await fetch('/api/documents/merge', {
      method: 'POST',
      headers: {
        Accept: 'application/pdf',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'include',
      body: JSON.stringify(request),
    });
    if (!res.ok) throw await apiErrorFrom(res);
    return res;
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? `${request.output_filename}.pdf`;
  return new File([await response.blob()], name, { type: 'application/pdf' });
}
