import { presignedUrlAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';

/**
 * Opens a document of the load (GET /api/driver-app/documents/{id}/url: a short-lived link). The
 * tab opens at the tap, before the link arrives: a phone blocks one opened after waiting.
 */
export async function openDocument(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = presignedUrlAnswer.parse(await apiClient(`/api/driver-app/documents/${id}/url`));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
