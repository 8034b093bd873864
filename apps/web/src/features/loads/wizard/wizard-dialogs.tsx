import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ChoiceDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The left, quieter choice. */
  secondary: string;
  /** The right, main choice. */
  primary: string;
  onSecondary: () => void;
  onPrimary: () => void;
}

/** A two-choice question of the wizard (spec 3 section 2); Escape takes the secondary choice. */
export function ChoiceDialog({ open, title, text, secondary, primary, onSecondary, onPrimary }: ChoiceDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onSecondary} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSecondary}>{secondary}</Button>
        <Button variant="contained" onClick={onPrimary}>
          {primary}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export const CANCEL_DIALOG = {
  title: 'Cancel Load Creation?',
  text: 'Your progress is kept as a draft on this device for 24 hours.',
  secondary: 'Continue Editing',
  primary: 'Cancel & Save Progress',
} as const;

/** The same question once the load exists on the server as a draft (decision 0195). */
export const CANCEL_SAVED_DIALOG = {
  ...CANCEL_DIALOG,
  text: 'The load is kept as a draft: find it on the Dispatch board under Drafts to resume or discard it.',
} as const;

export const RESTORE_DIALOG = {
  title: 'Restore Previous Draft?',
  text: 'A load you started on this device was not finished. Continue where you left off?',
  secondary: 'Start Fresh',
  primary: 'Restore Draft',
} as const;

export const UNSAVED_EVENTS_DIALOG = {
  title: 'Unsaved Events',
  text: 'Your changes to the stops are not saved. Leave this step and discard them?',
  secondary: 'Continue Without Saving',
  primary: 'Stay and Save',
} as const;
