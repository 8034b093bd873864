import Chip from '@mui/material/Chip';

interface StatusChipProps {
  active: boolean;
  activeLabel?: string;
  inactiveLabel?: string;
}

/** A record's state in a list: Active in the success colour, Inactive muted. */
export function StatusChip({ active, activeLabel = 'Active', inactiveLabel = 'Inactive' }: StatusChipProps) {
  return (
    <Chip
      size="small"
      label={active ? activeLabel : inactiveLabel}
      color={active ? 'success' : 'default'}
      variant="outlined"
      sx={{ fontWeight: 600, minWidth: 72, color: active ? undefined : 'text.secondary' }}
    />
  );
}
