import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Load } from '@tms/domain';

// Chips render as spans: they sit inside the header's description paragraph.

/** The status as the board paints it: its catalogue colour as a dot, its name in the text colour (readable on any). */
export function LoadStatusChip({ status }: { status: Load['status'] }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      data-testid="load-status"
      icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: status.color, ml: 1 }} />}
      label={status.name}
      sx={{ fontWeight: 700 }}
    />
  );
}

/** Processed (checked by accounting) or not. */
export function ProcessedChip({ processed }: { processed: boolean }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={processed ? 'success' : 'default'}
      label={processed ? 'Processed' : 'Not processed'}
    />
  );
}
