import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type DriverNote,
  driverNoteUpdate,
  formatDateTime,
  NOTE_CATEGORY_LABELS,
  NOTE_PREVIEW_LENGTH,
  NOTE_TYPE_LABELS,
} from '@tms/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useUpdateNote } from '../api/driver-notes-api';
import { NoteFields, NoteFormActions } from './note-fields';

const IMPORTANCE_COLOR = { low: 'default', medium: 'info', high: 'warning', critical: 'error' } as const;
type EditInput = z.input<typeof driverNoteUpdate>;

interface NoteCardProps {
  note: DriverNote;
  onDelete: (note: DriverNote) => void;
}

/** One note: pinned and highlighted when recent critical, a 120-character preview, inline edit. */
export function NoteCard({ note, onDelete }: NoteCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const long = note.content.length > NOTE_PREVIEW_LENGTH;
  const shown = long && !expanded ? `${note.content.slice(0, NOTE_PREVIEW_LENGTH).trimEnd()}…` : note.content;
  const author = [note.creator_name, note.creator_last_name].filter(Boolean).join(' ');
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={note.title}
      sx={{
        listStyle: 'none',
        p: 2,
        borderLeft: 4,
        borderLeftColor: note.is_recent_critical ? 'error.main' : 'divider',
        bgcolor: note.is_recent_critical
          ? (t) => (t.palette.mode === 'dark' ? 'rgba(244,67,54,0.08)' : '#fff5f5')
          : undefined,
      }}
    >
      {editing ? (
        <NoteEditForm note={note} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
                {note.is_recent_critical && <PushPinOutlined fontSize="small" color="error" aria-label="Pinned" />}
                <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
                  {note.title}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.75 }}>
                <Chip
                  size="small"
                  label={note.importance}
                  color={IMPORTANCE_COLOR[note.importance]}
                  variant="outlined"
                  sx={{ textTransform: 'capitalize' }}
                />
                <Chip size="small" label={NOTE_CATEGORY_LABELS[note.category]} variant="outlined" />
                <Chip size="small" label={NOTE_TYPE_LABELS[note.note_type]} variant="outlined" />
              </Box>
            </Box>
            <Tooltip title="Edit note">
              <IconButton size="small" aria-label={`Edit note ${note.title}`} onClick={() => setEditing(true)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete note">
              <IconButton size="small" aria-label={`Delete note ${note.title}`} onClick={() => onDelete(note)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {shown}
          </Typography>
          {long && (
            <Button
              size="small"
              onClick={() => setExpanded((e) => !e)}
              sx={{ mt: 0.5, px: 0.5 }}
              aria-expanded={expanded}
            >
              {expanded ? 'Show less' : 'Show more'}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
            {author ? `${author} · ` : ''}
            {formatDateTime(note.created_at)}
          </Typography>
        </>
      )}
    </Paper>
  );
}

/** The inline edit: everything but the type, which cannot change. */
function NoteEditForm({ note, onDone }: { note: DriverNote; onDone: () => void }) {
  const notify = useNotify();
  const update = useUpdateNote();
  const { form, submit, busy, failure } = useDialogForm<EditInput, z.output<typeof driverNoteUpdate>>({
    schema: driverNoteUpdate,
    open: true,
    values: () => ({ title: note.title, content: note.content, importance: note.importance, category: note.category }),
    onSubmit: async (values) => {
      await update.mutateAsync({ id: note.id, ...values });
      notify('Note updated successfully', 'success');
      onDone();
    },
    failureText: 'Failed to update note. Please try again.',
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Edit note ${note.title}`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {failure && <Alert severity="error">{failure.message}</Alert>}
      <Typography variant="caption" color="text.secondary">
        {NOTE_TYPE_LABELS[note.note_type]} note — the type cannot change.
      </Typography>
      <NoteFields control={form.control} withType={false} />
      <NoteFormActions busy={busy} saveLabel="Save" onCancel={onDone} />
    </Box>
  );
}
