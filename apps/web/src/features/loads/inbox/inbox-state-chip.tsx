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

/** Where the reading of an item stands: a spinner while queued, and why it failed or was kept. */
export function InboxStateChip({ item }: { item: Pick<LoadInboxItem, 'state' | 'reason'> }) {
  const { state, reason } = item;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={COLOR[state]}
        label={LOAD_INBOX_STATE_LABELS[state]}
        icon={state === 'queued' ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
        sx={{ fontWeight: 600 }}
      />
      {reason && (state === 'failed' || state === 'kept') && (
        <Typography variant="caption" color={state === 'failed' ? 'error' : 'text.secondary'} sx={{ maxWidth: 240 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}
