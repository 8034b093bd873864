import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LoadDraftFilter } from '@tms/domain';
import { useState } from 'react';
import type { BoardParams } from './board-params';

/** Loads the wizard has not completed (decision 0195): hidden unless asked for. */
const HIDDEN = { value: 'exclude', label: 'Hide drafts', chip: 'Drafts hidden' } as const;
const DRAFT_CHOICES = [
  HIDDEN,
  { value: 'include', label: 'Include drafts', chip: 'With drafts' },
  { value: 'only', label: 'Drafts only', chip: 'Drafts only' },
] satisfies { value: LoadDraftFilter; label: string; chip: string }[];

/**
 * The board's drafts filter as one chip among the status chips, so it takes no row of its own:
 * it names what the board shows of drafts and opens the three choices. Filled, in the draft
 * badge's colour, while drafts are on the board.
 */
export function BoardDraftsChip({ p }: { p: BoardParams }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = DRAFT_CHOICES.find((c) => c.value === p.drafts) ?? HIDDEN;
  const shown = p.drafts !== 'exclude';
  const choose = (value: LoadDraftFilter) => {
    setAnchor(null);
    p.patch({ drafts: value === 'exclude' ? null : value });
  };
  return (
    <>
      <Chip
        label={current.chip}
        color="warning"
        variant={shown ? 'filled' : 'outlined'}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Drafts: ${current.label}`}
        sx={{ borderStyle: shown ? undefined : 'dashed' }}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {DRAFT_CHOICES.map((c) => (
          <MenuItem
            key={c.value}
            role="menuitemradio"
            aria-checked={c.value === p.drafts}
            selected={c.value === p.drafts}
            onClick={() => choose(c.value)}
          >
            {c.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
