import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
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

interface ReloadRecordOptions<R extends Versioned, I extends FieldValues, O> {
  dialog: DialogForm<I, O>;
  /** The record edited; null when adding (nothing to reload). */
  record: R | null;
  edit: ReturnType<typeof useEditVersion>;
  fetchLatest: (id: R['id']) => Promise<R>;
  values: (record: R) => I;
}

/**
 * A dialog's "Reload latest" (`FormDialog.onReloadLatest`) for a versioned record: the values the
 * other person saved replace the typed ones, and the next save carries their version.
 */
export function reloadRecord<R extends Versioned, I extends FieldValues, O>({
  dialog,
  record,
  edit,
  fetchLatest,
  values,
}: ReloadRecordOptions<R, I, O>): (() => Promise<void>) | undefined {
  if (!record) return undefined;
  return async () => {
    const latest = await fetchLatest(record.id);
    dialog.form.reset(values(latest));
    edit.setVersion(latest.version);
  };
}
