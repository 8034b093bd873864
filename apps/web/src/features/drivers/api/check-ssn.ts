import { checkSsnAnswer } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';

/** Whether a driver of the company already has this SSN (9 digits). */
export async function checkSsn(ssn: string): Promise<boolean> {
  return checkSsnAnswer.parse(await apiClient(`/api/drivers/check-ssn/${encodeURIComponent(ssn)}`)).exists;
}
