import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What is deleted, e.g. "Broker": the title reads "Delete Broker". */
  noun: string;
  /** The record's name, quoted in the question. */
  name: string;
  /** What happens to it, e.g. "It can be restored from Show deleted." */
  consequence?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** The one delete confirmation: red Delete, "Deleting..." while it runs, no closing meanwhile. */
export function ConfirmDeleteDialog({
  open,
  noun,
  name,
  consequence,
  busy,
  onConfirm,
  onClose,
  children,
}: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${noun}`}
      message={`Are you sure you want to delete "${name}"?${consequence ? ` ${consequence}` : ''}`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
