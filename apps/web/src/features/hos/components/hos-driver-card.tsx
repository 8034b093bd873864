import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CLOCK_KEYS, type DriverClocks, formatInstant } from '../hos-format';
import { DutyStatusChip } from './duty-status-chip';
import { ClockCell, DriverName } from './hos-columns';
import { ViolationList } from './violations-count';

/** A driver on a phone: name and status, the four clocks two by two, the next reset and each violation. */
export function HosDriverCard({
  clocks: c,
  timeZone,
  today,
}: {
  clocks: DriverClocks;
  timeZone: string;
  today: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DriverName clocks={c} />
        </Box>
        <DutyStatusChip status={c.status} noLog={c.next_reset_at === null} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 1 }}>
        {CLOCK_KEYS.map((key) => (
          <ClockCell key={key} clocks={c} clock={key} showLabel />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Next reset: {c.next_reset_at ? formatInstant(c.next_reset_at, timeZone, today) : '—'}
      </Typography>
      {c.violations.length > 0 && (
        <Typography variant="body2" color="error" component="div">
          <ViolationList violations={c.violations} timeZone={timeZone} today={today} />
        </Typography>
      )}
    </Box>
  );
}
