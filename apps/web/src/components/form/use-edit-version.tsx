import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ApiError, serverDetail } from '../../app/api/api-error';
import type { DialogForm } from './use-dialog-form';

interface Versioned {
  id: number | string;
  version: number;
}

/** The version an edit started from; a newer one on the server means someone else saved meanwhile. */
export function useEditVersion(open: boolean, record: Versioned | null) {
  const [version, setVersion] = useState(record?.version ?? 0);
  useEffect(() => {
    if (open) setVersion(record?.version ?? 0);
  }, [open, record]);
  return { version, setVersion };
}

interface ReloadLatestOptions<R extends Versioned, I extends FieldValues, O> {
  dialog: DialogForm<I, O>;
  /** The record edited; null when adding (nothing to reload). */
  record: R | null;
  edit: ReturnType<typeof useEditVersion>;
  fetchLatest: (id: R['id']) => Promise<R>;
  values: (record: R) => I;
  failureText: string;
}

/**
 * The "Reload latest" button a dialog shows when its save met a newer version (409): it loads what
 * the other person saved, and the user's unsaved changes give way to it.
 */
export function reloadLatestAction<R extends Versioned, I extends FieldValues, O>({
  dialog,
  record,
  edit,
  fetchLatest,
  values,
  failureText,
}: ReloadLatestOptions<R, I, O>) {
  const error = dialog.failure?.error;
  if (!record || !(error instanceof ApiError) || error.status !== 409) return undefined;
  const reload = async () => {
    try {
      const latest = await fetchLatest(record.id);
      dialog.form.reset(values(latest));
      edit.setVersion(latest.version);
      dialog.setFailure(null);
    } catch (failure) {
      dialog.setFailure({ message: serverDetail(failure) ?? failureText, error: failure });
    }
  };
  return (
    <Button color="inherit" size="small" onClick={reload}>
      Reload latest
    </Button>
  );
}
