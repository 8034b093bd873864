import { userSchema } from '@tms/domain';
import { apiClient } from '../api/api-client';
import { updateSessionUser } from './session-service';

/**
 * Reads the signed-in user again (GET /api/auth/me) and puts it in the session: after a change of
 * what the session carries of the company (its name, its time zone), every screen follows.
 */
export async function reloadSessionUser(): Promise<void> {
  updateSessionUser(userSchema.parse(await apiClient('/api/auth/me')));
}
