import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question; plain text is wrapped in a paragraph, nodes are rendered as given. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `busy`, e.g. "Deleting...". */
  busyLabel?: string;
  /** Paints the confirm button in the error colour for actions that destroy data. */
  destructive?: boolean;
  /** Disables both buttons and keeps the dialog open while the action runs. */
  busy?: boolean;
  /** Disables the confirm button alone, when the action cannot be taken yet (the children say why). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra content under the message, e.g. a warning or a second, stronger action. */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busyLabel,
  destructive = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      // A click outside or Escape must not abandon an action that is already running.
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {typeof message === 'string' ? (
          <DialogContentText id={messageId}>{message}</DialogContentText>
        ) : (
          <div id={messageId}>{message}</div>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
