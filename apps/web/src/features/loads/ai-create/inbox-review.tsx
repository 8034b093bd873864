import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { LoadInboxItemDetail } from '@tms/domain';
import { Link as RouterLink } from 'react-router';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { RelativeTime } from '../../../components/relative-time';
import { useObjectUrl } from '../../../components/use-object-url';
import { useInboxItem, useMarkInboxItemLoaded } from '../api/inbox-calls';
import { blankReading } from './extraction-prefill';
import { ExtractionReview } from './extraction-review';
import type { ExtractionFile } from './use-extraction-files';

const BACK = (
  <Button component={RouterLink} to="/app/loads/inbox" size="small" startIcon={<ArrowBack />}>
    Back to Load Inbox
  </Button>
);

/** Which message the document came in, above the review. */
function InboxOrigin({ item }: { item: LoadInboxItemDetail }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {BACK}
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        Mailed by {item.sender}: “{item.subject || '(no subject)'}”, received <RelativeTime at={item.received_at} />
      </Typography>
    </Box>
  );
}

/**
 * The AI page started from a load inbox item (`?inbox=<id>`): its reading and its file, no upload.
 * Once the load is created the item leaves the inbox.
 */
export function InboxReview({ id, onAttached }: { id: string; onAttached: (ok: boolean) => void }) {
  const notify = useNotify();
  const query = useInboxItem(id);
  const loaded = useMarkInboxItemLoaded();
  const file = query.data?.file;
  const url = useObjectUrl(file ?? null);

  if (query.isPending) return <LinearProgress aria-label="Opening the rate confirmation" />;
  if (query.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {serverDetail(query.error) ?? 'The rate confirmation could not be opened.'} {BACK}
      </Alert>
    );
  const { item } = query.data;
  if (!file || item.state === 'queued' || item.state === 'kept')
    return (
      <Alert severity="info" action={BACK}>
        {item.state === 'queued'
          ? 'This rate confirmation is still being read: open it again from the inbox in a moment.'
          : 'This message has no document to book a load from.'}
      </Alert>
    );
  if (!url) return null;

  const card: ExtractionFile = { key: item.id, file, url, state: 'done', sent: file.size };
  const letGo = (loadId: number) =>
    loaded.mutate(
      { id, loadId },
      { onError: () => notify('The load was saved, but it is still in the Load Inbox: discard it there.', 'warning') },
    );
  return (
    <>
      <InboxOrigin item={item} />
      <ExtractionReview
        key={item.id}
        card={card}
        result={item.reading ?? blankReading()}
        notRead={item.reading ? null : (item.reason ?? 'no fields were found in it')}
        onAttached={onAttached}
        onCreated={letGo}
      />
    </>
  );
}
