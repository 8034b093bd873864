import { useCallback } from 'react';
import { errorText } from '../api/api-error';
import { useNotify } from './use-notify';

/**
 * The callbacks of a mutation that only tells how it went: `outcome('Saved')` (or a sentence made
 * from the answer) as a success notice, or the server's refusal as an error notice.
 */
export function useOutcomeNotices() {
  const notify = useNotify();
  return useCallback(
    <T>(success: string | ((answer: T) => string)) => ({
      onSuccess: (answer: T) => notify(typeof success === 'string' ? success : success(answer), 'success'),
      onError: (error: unknown) => notify(errorText(error), 'error'),
    }),
    [notify],
  );
}
