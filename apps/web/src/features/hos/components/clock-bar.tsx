import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatRemaining } from '../hos-format';

/** Under two hours left the bar warns; under one it alarms. */
const colorOf = (minutes: number) => (minutes < 60 ? 'error' : minutes < 120 ? 'warning' : 'primary');

export interface ClockBarProps {
  /** "Drive", "Shift", "Cycle", "Break". */
  label: string;
  minutes: number;
  /** The clock's full length in minutes: the bar's whole width. */
  limit: number;
  /** Show the label above the bar (a card); a table's header names it instead. */
  showLabel?: boolean;
}

/** The time left on one clock, as a bar the length of the limit with the time beside it ("6 h 05 m"). */
export function ClockBar({ label, minutes, limit, showLabel = false }: ClockBarProps) {
  const left = formatRemaining(minutes);
  const percent = Math.min(100, Math.max(0, (minutes / limit) * 100));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        {showLabel && (
          <Typography variant="caption" color="text.secondary">
            {label} · {limit / 60} h
          </Typography>
        )}
        <Typography
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: minutes < 120 ? 600 : 400 }}
          color={minutes < 60 ? 'error' : 'textPrimary'}
        >
          {left}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={colorOf(minutes)}
        aria-label={`${label} remaining`}
        aria-valuetext={`${left} of ${formatRemaining(limit).replace(' 00 m', '')}`}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
