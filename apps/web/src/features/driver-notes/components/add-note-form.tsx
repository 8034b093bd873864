import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type DriverNoteForm, driverNoteForm } from '@tms/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useCreateNote } from '../api/driver-notes-api';
import { NoteFields } from './note-fields';

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DriverNoteForm, unknown, z.output<typeof driverNoteForm>>({
    resolver: zodResolver(driverNoteForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({ driver_id: driverId, ...values });
      notify('Note added successfully', 'success');
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      setFailure(serverDetail(error) ?? 'Failed to add note. Please try again.');
    }
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
      {failure && <Alert severity="error">{failure}</Alert>}
      <NoteFields control={form.control} withType />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDone} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} loadingPosition="start">
          {form.formState.isSubmitting ? 'Saving...' : 'Save Note'}
        </Button>
      </Box>
    </Box>
  );
}
