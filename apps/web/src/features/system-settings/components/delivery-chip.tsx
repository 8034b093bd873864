import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OutboxStatus } from '@tms/domain';
import type { OutboxMessage } from '../api/list-outbox';

const LOOK: Record<OutboxStatus, { label: string; color: ChipProps['color'] }> = {
  held: { label: 'In outbox', color: 'default' },
  pending: { label: 'Queued', color: 'info' },
  retrying: { label: 'Retrying', color: 'warning' },
  sent: { label: 'Sent', color: 'success' },
  dead: { label: 'Failed', color: 'error' },
};

/**
 * Where a message stands: held in the outbox (no SMTP server is set), queued, retrying after a
 * failed attempt, sent, or failed for good after the last attempt (the server's reason on hover).
 */
export function DeliveryChip({ message }: { message: Pick<OutboxMessage, 'status' | 'error'> }) {
  const { label, color } = LOOK[message.status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={label}
      title={message.error ?? undefined}
      sx={color === 'default' ? { color: 'text.secondary' } : undefined}
    />
  );
}
