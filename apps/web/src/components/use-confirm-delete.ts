import { useState } from 'react';
import { errorText } from '../app/api/api-error';
import { useNotify } from '../app/notifications/use-notify';
import type { ConfirmDeleteDialogProps } from './confirm-delete-dialog';

/** A delete mutation by record id (react-query's `useMutation` result). */
interface DeleteById {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface ConfirmDeleteOptions<T> {
  /** What is deleted, e.g. "Broker" (the dialog's title). */
  noun: string;
  /** The record's name as the question quotes it. */
  name: (record: T) => string;
  consequence?: string;
  remove: DeleteById;
  /** The notice once it is gone. */
  deleted: string | ((record: T) => string);
  /** The notice when it fails; the server's message unless given. */
  failed?: string;
  /** What else goes with it, e.g. closing its open drawer. */
  onDeleted?: (record: T) => void;
}

/**
 * The one way a list deletes a record: `ask(record)` opens the confirmation, Delete runs the
 * mutation, a notice says how it went and the dialog closes once it is done. The record stays
 * while the dialog fades out, so its text does not change. Spread `dialog` on a ConfirmDeleteDialog.
 */
export function useConfirmDelete<T extends { id: number }>({
  noun,
  name,
  consequence,
  remove,
  deleted,
  failed,
  onDeleted,
}: ConfirmDeleteOptions<T>): { ask: (record: T) => void; dialog: ConfirmDeleteDialogProps } {
  const notify = useNotify();
  const [asked, setAsked] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  const confirm = () => {
    const record = asked.record;
    if (!record) return;
    remove.mutate(record.id, {
      onSuccess: () => {
        notify(typeof deleted === 'string' ? deleted : deleted(record), 'success');
        setAsked({ open: false, record });
        onDeleted?.(record);
      },
      onError: (error) => notify(failed ?? errorText(error), 'error'),
    });
  };
  return {
    ask: (record) => setAsked({ open: true, record }),
    dialog: {
      open: asked.open,
      noun,
      name: asked.record ? name(asked.record) : '',
      consequence,
      busy: remove.isPending,
      onConfirm: confirm,
      onClose: () => setAsked((s) => ({ ...s, open: false })),
    },
  };
}
