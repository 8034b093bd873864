import AddOutlined from '@mui/icons-material/AddOutlined';
import PriorityHighOutlined from '@mui/icons-material/PriorityHighOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { DRIVER_NOTE_MESSAGES, type DriverNote } from '@tms/domain';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { RetryAlert } from '../../../components/retry-alert';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useDeleteNote, useDriverNotes } from '../api/driver-notes-api';
import { AddNoteForm } from './add-note-form';
import { NoteCard } from './note-card';

/**
 * The Notes tab of spec 2: recent critical notes pinned first and counted in a badge, the Critical
 * filter, adding, inline edit, delete after confirmation, "No notes found". Its state lives in the
 * component, so closing the dialog (which unmounts it) resets filters and forms.
 */
export function DriverNotesPanel({ driverId }: { driverId: number }) {
  const [criticalOnly, setCriticalOnly] = useState(false);
  const [adding, setAdding] = useState(false);
  const query = useDriverNotes(driverId, criticalOnly);
  const remove = useDeleteNote();
  const deleting = useConfirmDelete<DriverNote>({
    noun: 'Note',
    name: (note) => note.title,
    remove,
    deleted: DRIVER_NOTE_MESSAGES.deleted,
    failed: DRIVER_NOTE_MESSAGES.deleteFailed,
  });
  const notes = query.data?.notes ?? [];
  const criticalCount = query.data?.recent_critical_count ?? 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Badge badgeContent={criticalCount} color="error" overlap="rectangular">
          <ToggleButton
            size="small"
            value="critical"
            selected={criticalOnly}
            onChange={() => setCriticalOnly((c) => !c)}
            aria-label={`Critical (${criticalCount} recent)`}
            sx={{ px: 1.5, gap: 0.5 }}
          >
            <PriorityHighOutlined fontSize="small" />
            Critical
          </ToggleButton>
        </Badge>
        <Box sx={{ flex: 1 }} />
        {!adding && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            Add Note
          </Button>
        )}
      </Box>
      {adding && <AddNoteForm driverId={driverId} onDone={() => setAdding(false)} />}
      {query.isError && <RetryAlert onRetry={() => void query.refetch()}>{DRIVER_NOTE_MESSAGES.loadFailed}</RetryAlert>}
      {query.isLoading && <Skeleton variant="rounded" height={120} />}
      {query.isSuccess && notes.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {DRIVER_NOTE_MESSAGES.empty}
        </Typography>
      )}
      {notes.length > 0 && (
        <Box
          component="ul"
          aria-label="Driver notes"
          sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {notes.map((n) => (
            <NoteCard key={n.id} note={n} onDelete={deleting.ask} />
          ))}
        </Box>
      )}
      <ConfirmDeleteDialog {...deleting.dialog} />
    </Box>
  );
}
