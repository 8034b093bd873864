import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@tms/domain';
import type { OutboxMessage } from '../api/list-outbox';
import { DeliveryChip } from './delivery-chip';
import { kindLabel } from './outbox-columns';

interface OutboxMessageDialogProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** One e-mail as its recipient reads it (the text part), with when and how it was delivered. */
export function OutboxMessageDialog({ message, onClose }: OutboxMessageDialogProps) {
  return (
    <Dialog open={message !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-message-title">
      {message && (
        <>
          <DialogTitle id="outbox-message-title">{message.subject}</DialogTitle>
          <DialogContent dividers>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
                mb: 2,
                '& dt': { color: 'text.secondary', typography: 'body2' },
                '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
              }}
            >
              <dt>To</dt>
              <dd>{message.to_address}</dd>
              <dt>Kind</dt>
              <dd>{kindLabel(message.kind)}</dd>
              <dt>Created</dt>
              <dd>{formatDateTime(message.created_at)}</dd>
              <dt>Delivery</dt>
              <dd>
                <DeliveryChip message={message} />
                {message.sent_at && ` ${formatDateTime(message.sent_at)}`}
              </dd>
              {message.attempts > 0 && (
                <>
                  <dt>Attempts</dt>
                  <dd>
                    {message.attempts}
                    {message.last_attempt_at && `, the last ${formatDateTime(message.last_attempt_at)}`}
                  </dd>
                </>
              )}
              {message.error && (
                <>
                  <dt>Error</dt>
                  <dd>{message.error}</dd>
                </>
              )}
            </Box>
            <Typography
              component="pre"
              aria-label="Message text"
              sx={{
                m: 0,
                p: 2,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontFamily: 'inherit',
                typography: 'body2',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {message.text_body}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
