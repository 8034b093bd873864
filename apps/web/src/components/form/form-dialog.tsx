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
import type { DialogForm } from './use-dialog-form';

export interface FormDialogProps<I extends FieldValues, O> {
  open: boolean;
  /** "Add Division" or "Edit Division". */
  title: string;
  /** The submit button; it reads "Saving..." while the save runs. */
  submitLabel: string;
  /** From `useDialogForm`. */
  dialog: DialogForm<I, O>;
  onClose: () => void;
  /** `md` for long forms in two columns. */
  maxWidth?: 'sm' | 'md';
  /** A button beside the failure, e.g. "Reload latest" after someone else saved. */
  failureAction?: ReactNode;
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
  dialog,
  onClose,
  maxWidth = 'sm',
  failureAction,
  intro,
  requireValid = false,
  children,
}: FormDialogProps<I, O>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { busy, failure, submit } = dialog;
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
            <Alert severity="error" action={failureAction}>
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
            loading={busy}
            loadingPosition="start"
            disabled={requireValid && !dialog.form.formState.isValid}
          >
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
