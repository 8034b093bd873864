import Chip from '@mui/material/Chip';
import type { OutboxMessage } from '../api/list-outbox';

/** Sent by SMTP, failed (with the server's reason on hover), or kept in the outbox when no SMTP server is set. */
export function DeliveryChip({ message }: { message: Pick<OutboxMessage, 'sent_at' | 'error'> }) {
  if (message.sent_at) return <Chip size="small" variant="outlined" color="success" label="Sent" />;
  if (message.error) return <Chip size="small" variant="outlined" color="error" label="Failed" title={message.error} />;
  return <Chip size="small" variant="outlined" label="In outbox" sx={{ color: 'text.secondary' }} />;
}
