import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorText } from '../../../app/api/api-error';

export interface DialogField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'money';
  multiline?: boolean;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** A date field's first and last allowed days (YYYY-MM-DD), given to the date picker. */
  min?: string;
  max?: string;
}

interface Props {
  open: boolean;
  title: string;
  /** A sentence above the fields: what the action does. */
  intro?: string;
  fields: DialogField[];
  initial: Record<string, string>;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: Record<string, string>) => Promise<void>;
  /** A rule the server applies too, checked before sending: its message shows in the dialog and nothing is sent. */
  check?: (values: Record<string, string>) => string | null;
  onClose: () => void;
  /**
   * Loads the statement as someone else left it, offered as "Reload latest" when a save met a
   * newer version (409); the values typed stay, and the next save carries the new version.
   */
  onReload?: () => Promise<void>;
}

/**
 * A short dialog for the statement's actions (mark paid, reopen, exclude a load, add or edit a
 * line): the server's rules decide, and its message stays in the dialog.
 */
export function FieldsDialog({
  open,
  title,
  intro,
  fields,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  check,
  onClose,
  onReload,
}: Props) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values reset on each opening only
  useEffect(() => {
    if (open) {
      setValues(initial);
      setFailure(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check?.(values) ?? null;
    if (problem) {
      setFailure({ message: problem, conflict: false });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (e) {
      setFailure({ message: errorText(e), conflict: e instanceof ApiError && e.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setBusy(true);
    try {
      await onReload();
      setFailure(null);
    } catch (e) {
      setFailure({ message: errorText(e), conflict: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth fullScreen={phone}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {intro && (
              <Typography variant="body2" color="text.secondary">
                {intro}
              </Typography>
            )}
            {fields.map((f, i) => (
              <TextField
                key={f.name}
                size="small"
                label={f.label}
                autoFocus={i === 0}
                select={Boolean(f.options)}
                type={f.type === 'date' ? 'date' : 'text'}
                multiline={f.multiline}
                minRows={f.multiline ? 2 : undefined}
                value={values[f.name] ?? ''}
                helperText={f.hint}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                slotProps={{
                  inputLabel: f.type === 'date' ? { shrink: true } : undefined,
                  htmlInput:
                    f.type === 'money'
                      ? { inputMode: 'decimal' }
                      : f.type === 'date'
                        ? { min: f.min, max: f.max }
                        : undefined,
                }}
              >
                {f.options?.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            {failure && (
              <Alert
                severity="error"
                role="alert"
                action={
                  failure.conflict && onReload ? (
                    <Button color="inherit" size="small" disabled={busy} onClick={() => void reload()}>
                      Reload latest
                    </Button>
                  ) : undefined
                }
              >
                {failure.message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
