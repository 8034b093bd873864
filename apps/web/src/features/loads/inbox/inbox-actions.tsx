import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { LoadInboxItem } from '@tms/domain';
import { canOpenInWizard } from './inbox-reading';

/** The words naming an item for screen readers: its file, else its subject. */
export const inboxItemName = (item: LoadInboxItem) => item.filename ?? item.subject;

export interface InboxActionsProps {
  item: LoadInboxItem;
  onOpen: (item: LoadInboxItem) => void;
  onDiscard: (item: LoadInboxItem) => void;
  /**
   * In a table row: "Open" (the start of its name, which still says the wizard), and Discard as an
   * icon with a tooltip, so both fit on one line.
   */
  compact?: boolean;
}

/** An item's two ways out of the inbox: into the AI page's review, or away. */
export function InboxActions({ item, onOpen, onDiscard, compact = false }: InboxActionsProps) {
  const name = inboxItemName(item);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: compact ? 0.5 : 1 }}>
      <Button
        size="small"
        variant={item.state === 'read' ? 'contained' : 'outlined'}
        startIcon={<AutoAwesomeOutlined fontSize="small" />}
        disabled={!canOpenInWizard(item)}
        aria-label={`Open in wizard ${name}`}
        onClick={() => onOpen(item)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {compact ? 'Open' : 'Open in wizard'}
      </Button>
      {compact ? (
        <Tooltip title="Discard">
          <IconButton size="small" color="error" aria-label={`Discard ${name}`} onClick={() => onDiscard(item)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline fontSize="small" />}
          aria-label={`Discard ${name}`}
          onClick={() => onDiscard(item)}
        >
          Discard
        </Button>
      )}
    </Box>
  );
}
