import Button from '@mui/material/Button';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../app/api/api-error';

/** A save refused because someone else saved the record first (409, the server's "changed by someone else"). */
export const isStaleSave = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

export interface ReloadLatestOptions {
  /** Why the last save failed, or null; only a stale save (409) offers the reload. */
  error: unknown;
  /** Reads the record as it is now into the form or page, with its version; none: nothing to reload. */
  reload?: () => Promise<void>;
  /** Called with null once reloaded (the refusal goes away), else with the reload's own error. */
  settle: (error: unknown) => void;
}

/**
 * The one way out of a stale save (decision 0155): a "Reload latest" button beside the refusal that
 * loads what the other person saved, so the next save carries its version. Undefined for any other
 * failure, so the alert keeps its own close button. `reloading` while the record is read.
 */
export function useReloadLatest({ error, reload, settle }: ReloadLatestOptions): {
  action: ReactNode | undefined;
  reloading: boolean;
} {
  const [reloading, setReloading] = useState(false);
  const latest = useRef({ reload, settle });
  latest.current = { reload, settle };
  if (!reload || !isStaleSave(error)) return { action: undefined, reloading };
  const run = async () => {
    setReloading(true);
    try {
      await latest.current.reload?.();
      latest.current.settle(null);
    } catch (failure) {
      latest.current.settle(failure);
    } finally {
      setReloading(false);
    }
  };
  return {
    action: (
      <Button color="inherit" size="small" disabled={reloading} onClick={() => void run()}>
        Reload latest
      </Button>
    ),
    reloading,
  };
}
