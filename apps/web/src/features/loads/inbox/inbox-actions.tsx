import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LoadInboxItem } from '@tms/domain';
import { canOpenInWizard } from './inbox-reading';

/** The words naming an item for screen readers: its file, else its subject. */
export const inboxItemName = (item: LoadInboxItem) => item.filename ?? item.subject;

export interface InboxActionsProps {
  item: LoadInboxItem;
  onOpen: (item: LoadInboxItem) => void;
  onDiscard: (item: LoadInboxItem) => void;
}

/** An item's two ways out of the inbox: into the AI page's review, or away. */
export function InboxActions({ item, onOpen, onDiscard }: InboxActionsProps) {
  const name = inboxItemName(item);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant={item.state === 'read' ? 'contained' : 'outlined'}
        startIcon={<AutoAwesomeOutlined fontSize="small" />}
        disabled={!canOpenInWizard(item)}
        aria-label={`Open in wizard ${name}`}
        onClick={() => onOpen(item)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Open in wizard
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline fontSize="small" />}
        aria-label={`Discard ${name}`}
        onClick={() => onDiscard(item)}
      >
        Discard
      </Button>
    </Box>
  );
}
