import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RelativeTime } from '../../../components/relative-time';
import { InboxActions, type InboxActionsProps } from './inbox-actions';
import { InboxBroker, InboxDocument, InboxMessage, InboxSummary } from './inbox-reading';
import { InboxStateChip, InboxStateReason } from './inbox-state-chip';

/** An item on a phone: the message and its state, the document, what was read, then the actions. */
export function InboxItemCard({ item, ...actions }: InboxActionsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <InboxMessage item={item} />
        </Box>
        <InboxStateChip item={item} />
      </Box>
      <InboxStateReason item={item} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 1 }}>
        <div>
          <InboxDocument item={item} />
        </div>
        <Typography variant="body2" color="text.secondary" component="div">
          <RelativeTime at={item.received_at} />
        </Typography>
        {(item.summary || item.state === 'read') && (
          <>
            <div>
              <InboxSummary item={item} />
            </div>
            {/* In the summary's size: a link alone would take the page's larger body text. */}
            <Typography variant="body2" component="div">
              <InboxBroker item={item} variant="inherit" />
            </Typography>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <InboxActions item={item} {...actions} />
      </Box>
    </Box>
  );
}
