import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type DriverNoteForm, driverNoteForm } from '@tms/domain';
import { useNotify } from '../../../app/notifications/use-notify';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useCreateNote } from '../api/driver-notes-api';
import { NoteFields, NoteFormActions } from './note-fields';

const EMPTY: DriverNoteForm = {
  title: '',
  content: '',
  note_type: 'general',
  importance: 'medium',
  category: 'General',
};

/** Adds a note to the driver; the form empties after saving. */
export function AddNoteForm({ driverId, onDone }: { driverId: number; onDone: () => void }) {
  const notify = useNotify();
  const create = useCreateNote();
  const { form, submit, busy, failure } = useDialogForm({
    schema: driverNoteForm,
    open: true,
    values: () => EMPTY,
    onSubmit: async (values) => {
      await create.mutateAsync({ driver_id: driverId, ...values });
      notify('Note added successfully', 'success');
      form.reset(EMPTY);
      onDone();
    },
    failureText: 'Failed to add note. Please try again.',
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Add note"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {failure && <Alert severity="error">{failure.message}</Alert>}
      <NoteFields control={form.control} withType />
      <NoteFormActions busy={busy} saveLabel="Save Note" onCancel={onDone} />
    </Box>
  );
}
