import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatFileSize, formatUsd, type LoadInboxItem } from '@tms/domain';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../../../components/relative-time';

const MONEY = /^-?\d+(\.\d+)?$/;

/** The broker the reading names, linked to the customer it matched, or why there is none. */
export function InboxBroker({ item, variant = 'body2' }: { item: LoadInboxItem; variant?: 'body2' | 'inherit' }) {
  if (item.broker)
    return (
      <Link
        component={RouterLink}
        to={`/app/customers?customer=${item.broker.id}`}
        onClick={(e) => e.stopPropagation()}
      >
        {item.broker.name}
      </Link>
    );
  return (
    <Typography variant={variant} color="text.secondary" component="span">
      {item.state === 'read' ? 'No match' : '—'}
    </Typography>
  );
}

/** "Load 4410 · $1,450.00" and "Wichita, KS → Springfield, MO": what the reading found, for the list. */
export function InboxSummary({ item }: { item: LoadInboxItem }) {
  const s = item.summary;
  if (!s)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        —
      </Typography>
    );
  const rate = s.rate && MONEY.test(s.rate) ? formatUsd(s.rate) : s.rate;
  const head = [s.load_number ? `Load ${s.load_number}` : 'No load number', rate].filter(Boolean).join(' · ');
  const route = [s.first_pickup, s.last_delivery].map((p) => p ?? '?').join(' → ');
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {head}
      </Typography>
      {(s.first_pickup || s.last_delivery) && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {route}
        </Typography>
      )}
    </>
  );
}

/** What the reading found and the broker it names, in one cell of the inbox's table. */
export function InboxLoad({ item }: { item: LoadInboxItem }) {
  return (
    <>
      <InboxSummary item={item} />
      {(item.broker || item.summary) && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Broker: <InboxBroker item={item} variant="inherit" />
        </Typography>
      )}
    </>
  );
}

/** The attachment: its name and size, or that the message had none. */
export function InboxDocument({ item }: { item: LoadInboxItem }) {
  if (!item.filename)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        No attachment
      </Typography>
    );
  return (
    <>
      <Typography
        variant="body2"
        component="span"
        title={item.filename}
        sx={{ display: 'block', maxWidth: 150, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {item.filename}
      </Typography>
      {item.size_bytes !== null && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {formatFileSize(item.size_bytes)}
        </Typography>
      )}
    </>
  );
}

/** The subject and the sender, and when it came where the layout has no column of its own for that. */
export function InboxMessage({ item, withReceived = false }: { item: LoadInboxItem; withReceived?: boolean }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {item.subject || '(no subject)'}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        component="span"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {item.sender}
      </Typography>
      {withReceived && (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Received <RelativeTime at={item.received_at} />
        </Typography>
      )}
    </>
  );
}

/** Whether an item can be opened in the wizard: read, or not read but with its document (an empty form). */
export const canOpenInWizard = (item: LoadInboxItem) =>
  item.filename !== null && (item.state === 'read' || item.state === 'failed');
