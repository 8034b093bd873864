import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { expiryState, formatDate, NO_DATE } from '@tms/domain';
import { useToday } from './today';

interface ExpiryChipProps {
  /** YYYY-MM-DD or null. */
  date: string | null;
  /** What expires, for the chip's accessible name ("CDL", "Registration"). */
  label: string;
}

/**
 * An expiry date in a grid: plain when far off, a warning chip within 30 days, an error chip once
 * past. The words "expires"/"expired" are part of the name, so the state is not told by colour alone.
 */
export function ExpiryChip({ date, label }: ExpiryChipProps) {
  const state = expiryState(date, useToday());
  if (!date || !state) {
    return (
      <Typography component="span" variant="body2" color="text.disabled">
        {NO_DATE}
      </Typography>
    );
  }
  const shown = formatDate(date);
  if (state === 'ok') return <Typography variant="body2">{shown}</Typography>;
  const expired = state === 'expired';
  return (
    <Chip
      size="small"
      color={expired ? 'error' : 'warning'}
      variant={expired ? 'filled' : 'outlined'}
      label={shown}
      aria-label={`${label} ${expired ? 'expired' : 'expires'} ${shown}`}
      title={expired ? `${label} expired` : `${label} expires within 30 days`}
      sx={{ fontWeight: 600 }}
    />
  );
}
