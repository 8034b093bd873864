import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type Clock, clockColor, hoursText } from './clock-format';

const SIZE = 104;

/** One clock: the time left inside a ring the length of the limit. */
export function ClockRing({ clock }: { clock: Clock }) {
  const percent = Math.min(100, Math.max(0, (clock.minutes / clock.limit) * 100));
  const left = hoursText(clock.minutes);
  return (
    <Card sx={{ p: 2, display: 'grid', justifyItems: 'center', gap: 1 }}>
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={SIZE}
          thickness={4}
          sx={{ color: 'action.hover', position: 'absolute', inset: 0 }}
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={percent}
          size={SIZE}
          thickness={4}
          color={clockColor(clock.minutes)}
          aria-label={`${clock.label} remaining`}
          aria-valuetext={left}
          sx={{ position: 'absolute', inset: 0, '& circle': { strokeLinecap: 'round' } }}
        />
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          <Typography
            sx={{ fontWeight: 700, fontSize: '1.05rem', fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
          >
            {left.replace(' m', 'm').replace(' h ', 'h ')}
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{clock.label}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
        of {clock.limit / 60} h
      </Typography>
    </Card>
  );
}
