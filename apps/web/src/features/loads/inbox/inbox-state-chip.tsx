import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LOAD_INBOX_STATE_LABELS, type LoadInboxItem, type LoadInboxState } from '@tms/domain';

const COLOR: Record<LoadInboxState, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'info',
  read: 'success',
  failed: 'error',
  kept: 'default',
};

type ItemState = Pick<LoadInboxItem, 'state' | 'reason'>;

/** Where the reading of an item stands, with a spinner while it is queued. */
export function InboxStateChip({ item: { state } }: { item: ItemState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[state]}
      label={LOAD_INBOX_STATE_LABELS[state]}
      // Without shrinking, so the small arc is always there to see.
      icon={state === 'queued' ? <CircularProgress size={12} color="inherit" disableShrink aria-hidden /> : undefined}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** Why an item was not read or was kept; nothing for the others. */
export function InboxStateReason({ item: { state, reason } }: { item: ItemState }) {
  if (!reason || (state !== 'failed' && state !== 'kept')) return null;
  return (
    <Typography
      variant="caption"
      component="span"
      color={state === 'failed' ? 'error' : 'text.secondary'}
      sx={{ display: 'block', maxWidth: 260 }}
    >
      {reason}
    </Typography>
  );
}

/** The state and, below it, its reason: the table's cell. */
export function InboxState({ item }: { item: ItemState }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <InboxStateChip item={item} />
      <InboxStateReason item={item} />
    </Box>
  );
}
