import { ApiError } from '../../../app/api/api-error';

/**
 * What a failed send means for the queued action. `wait`: keep it and stop, it goes again later
 * (no signal, the server down, the session to renew, too many requests); `reject`: the server
 * refused it for good (a 4xx), so it is dropped and the driver told why.
 */
export function sendFailure(error: unknown): 'wait' | 'reject' {
  if (!(error instanceof ApiError)) return 'wait';
  const { status } = error;
  if (status === 0 || status === 401 || status === 408 || status === 429) return 'wait';
  return status >= 400 && status < 500 ? 'reject' : 'wait';
}
