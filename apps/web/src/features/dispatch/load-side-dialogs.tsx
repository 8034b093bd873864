import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime, LOAD_LIMITS, type LoadComment } from '@tms/domain';
import { type ReactNode, useId, useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useAddComment, useDeleteComment, useEditComment, useLoadComments } from '../loads/api/board-calls';
import { LoadHistoryList } from '../loads/load-page/load-history';

export interface LoadRef {
  id: number;
  load_number: string;
}

function SideDialog({
  load,
  title,
  onClose,
  children,
}: {
  load: LoadRef | null;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog open={!!load} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={id}>
      <DialogTitle id={id}>
        {title} · Load {load?.load_number}
      </DialogTitle>
      <DialogContent dividers>{load && children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The comment thread of a load: author, time, text; edit and delete one's own (check calls too). */
export function LoadCommentsDialog({
  load,
  onClose,
  title = 'Comments',
}: {
  load: LoadRef | null;
  onClose: () => void;
  title?: string;
}) {
  return (
    <SideDialog load={load} title={title} onClose={onClose}>
      {load && <CommentThread loadId={load.id} />}
    </SideDialog>
  );
}

export function CommentThread({ loadId }: { loadId: number }) {
  const notify = useNotify();
  const comments = useLoadComments(loadId);
  const add = useAddComment();
  const edit = useEditComment();
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const post = () =>
    add.mutate({ id: loadId, text }, { onSuccess: () => setText(''), onError: (e) => notify(errorText(e), 'error') });
  const row = (c: LoadComment) =>
    editing?.id === c.id ? (
      <Box sx={{ width: '100%', display: 'grid', gap: 1 }}>
        <TextField
          multiline
          size="small"
          label="Edit comment"
          value={editing.text}
          onChange={(e) => setEditing({ id: c.id, text: e.target.value })}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() =>
              edit.mutate(
                { id: loadId, commentId: c.id, text: editing.text },
                { onSuccess: () => setEditing(null), onError: (e) => notify(errorText(e), 'error') },
              )
            }
          >
            Save
          </Button>
        </Box>
      </Box>
    ) : (
      <>
        <ListItemText
          primary={c.text}
          secondary={`${c.author?.full_name ?? 'Former user'} · ${formatDateTime(c.created_at)}${c.is_edited ? ' · edited' : ''}`}
          slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
        />
        {c.is_own && (
          <Box sx={{ display: 'flex', gap: 0.5, flex: 'none' }}>
            <Button size="small" onClick={() => setEditing({ id: c.id, text: c.text })}>
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() =>
                remove.mutate({ id: loadId, commentId: c.id }, { onError: (e) => notify(errorText(e), 'error') })
              }
            >
              Delete
            </Button>
          </Box>
        )}
      </>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {comments.isError && <Alert severity="error">Could not load the comments.</Alert>}
      {comments.data?.length === 0 && (
        <Typography color="text.secondary">No comments yet. Add the first note for dispatch and accounting.</Typography>
      )}
      <List dense disablePadding>
        {(comments.data ?? []).map((c) => (
          <ListItem key={c.id} divider alignItems="flex-start" sx={{ gap: 1 }}>
            {row(c)}
          </ListItem>
        ))}
      </List>
      <TextField
        multiline
        minRows={2}
        label="Add a comment"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LOAD_LIMITS.commentMax } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={!text.trim() || add.isPending} onClick={post}>
          {add.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </Box>
    </Box>
  );
}

/** Who changed what on the load, newest first. */
export function LoadHistoryDialog({ load, onClose }: { load: LoadRef | null; onClose: () => void }) {
  return (
    <SideDialog load={load} title="History" onClose={onClose}>
      <LoadHistoryList loadId={load?.id ?? null} />
    </SideDialog>
  );
}
