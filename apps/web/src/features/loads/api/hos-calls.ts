import { tripWarningRecorded } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';

/**
 * After the miles are saved: the server records on the load's history that its driver lacks the
 * hours the load needs, when the saved load says so. Without telematics, or for a user who may
 * not, it answers 403: the warning is advice, so a failure is not the save's.
 */
export async function recordHosWarning(loadId: number): Promise<void> {
  try {
    tripWarningRecorded.parse(await apiClient(`/api/loads/${loadId}/hos-warning`, { method: 'POST' }));
  } catch {
    // Nothing to tell the user: the warning under the miles already said it.
  }
}
