import Chip from '@mui/material/Chip';

/** Marks a load the wizard has not completed (decision 0195): it is off the board's default view and its totals. */
export function DraftBadge() {
  return (
    <Chip
      size="small"
      label="Draft"
      color="warning"
      variant="outlined"
      sx={{ height: 20, fontSize: 11, fontWeight: 700, ml: 0.75, verticalAlign: 'middle' }}
    />
  );
}
