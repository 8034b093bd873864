import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useReloadLatest } from './reload-latest';
import type { DialogForm } from './use-dialog-form';

export interface FormDialogProps<I extends FieldValues, O> {
  open: boolean;
  /** "Add Division" or "Edit Division". */
  title: string;
  /** The submit button; it reads `busyLabel` while the save runs. */
  submitLabel: string;
  /** "Saving..." unless the action says otherwise ("Sending...", "Reopening..."). */
  busyLabel?: string;
  /** From `useDialogForm`. */
  dialog: DialogForm<I, O>;
  onClose: () => void;
  /** `md` for long forms in two columns, `xs` for a field or two. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * Reads the record as someone else saved it: offered as "Reload latest" beside a stale save's
   * refusal (409). Left out when there is nothing to reload (adding).
   */
  onReloadLatest?: () => Promise<void>;
  /** A notice above the fields, e.g. what happens after the invitation. */
  intro?: ReactNode;
  /** Keeps the submit disabled until every field is valid (where the spec asks for it). */
  requireValid?: boolean;
  children: ReactNode;
}

/**
 * The one add/edit dialog: title with a close button, the server's refusal above the fields,
 * Cancel and a submit that says "Saving...". Full screen on phones; no closing by a click outside
 * while saving, so what was typed is not lost.
 */
export function FormDialog<I extends FieldValues, O>({
  open,
  title,
  submitLabel,
  busyLabel = 'Saving...',
  dialog,
  onClose,
  maxWidth = 'sm',
  onReloadLatest,
  intro,
  requireValid = false,
  children,
}: FormDialogProps<I, O>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { failure, submit } = dialog;
  const latest = useReloadLatest({
    error: failure?.error,
    reload: onReloadLatest,
    settle: (error) => (error ? dialog.fail(error) : dialog.setFailure(null)),
  });
  const busy = dialog.busy || latest.reloading;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseOutlined />
        </IconButton>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.25, py: 3 }}>
          {failure && (
            <Alert severity="error" action={latest.action}>
              {failure.message}
            </Alert>
          )}
          {intro}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={dialog.busy}
            loadingPosition="start"
            disabled={latest.reloading || (requireValid && !dialog.form.formState.isValid)}
          >
            {dialog.busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
