import Typography from '@mui/material/Typography';
import { formatDateTime } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import type { OutboxMessage } from '../api/list-outbox';
import { DeliveryChip } from './delivery-chip';

/** What kind of message it is, in words (the mailer's kind codes). */
export const MAIL_KINDS: Record<string, string> = {
  password_reset: 'Password reset',
  invite: 'Invitation',
  demo_request: 'Demo request',
};

export const kindLabel = (kind: string) => MAIL_KINDS[kind] ?? kind.replaceAll('_', ' ');

export const outboxColumns: DataTableColumn<OutboxMessage>[] = [
  {
    id: 'created',
    header: 'Created',
    render: (m) => formatDateTime(m.created_at),
    noWrap: true,
    width: 170,
  },
  {
    id: 'to',
    header: 'To',
    render: (m) => (
      <Typography variant="body2" noWrap sx={{ maxWidth: 260 }}>
        {m.to_address}
      </Typography>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    render: (m) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {m.subject}
      </Typography>
    ),
    minWidth: 220,
  },
  { id: 'kind', header: 'Kind', render: (m) => kindLabel(m.kind), noWrap: true },
  { id: 'delivery', header: 'Delivery', render: (m) => <DeliveryChip message={m} />, width: 110 },
  { id: 'attempts', header: 'Attempts', render: (m) => (m.status === 'held' ? '—' : m.attempts), width: 90 },
];
