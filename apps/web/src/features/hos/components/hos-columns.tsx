import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '../../../components/data-table';
import {
  availableDriveMinutes,
  CLOCK_KEYS,
  type ClockKey,
  clockFigures,
  type DriverClocks,
  formatInstant,
  formatRemaining,
} from '../hos-format';
import { ClockBar } from './clock-bar';
import { DutyStatusChip } from './duty-status-chip';
import { ViolationsCount } from './violations-count';

const HEADERS: Record<ClockKey, string> = {
  drive: 'Drive (11 h)',
  shift: 'Shift (14 h)',
  cycle: 'Cycle (60/70 h)',
  break: 'Break (8 h)',
};

/** One clock of a driver, or why it does not apply. */
export function ClockCell({
  clocks,
  clock,
  showLabel,
}: {
  clocks: DriverClocks;
  clock: ClockKey;
  showLabel?: boolean;
}) {
  const figure = clockFigures(clocks)[clock];
  if (figure)
    return <ClockBar label={figure.label} minutes={figure.minutes} limit={figure.limit} showLabel={showLabel} />;
  return (
    <Box>
      {showLabel && (
        <Typography variant="caption" color="text.secondary" component="div">
          Break
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Not required (short-haul)
      </Typography>
    </Box>
  );
}

/** The driver's name with what they may still drive. */
export function DriverName({ clocks: c }: { clocks: DriverClocks }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {c.driver_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatRemaining(availableDriveMinutes(c))} to drive{c.short_haul ? ' · Short-haul' : ''}
      </Typography>
    </Box>
  );
}

/** The dashboard's table: each driver's status, four clocks, next reset and violations. */
export function hosColumns(timeZone: string, today: string, zone: string): DataTableColumn<DriverClocks>[] {
  return [
    { id: 'driver', header: 'Driver', render: (c) => <DriverName clocks={c} />, minWidth: 170 },
    {
      id: 'status',
      header: 'Status',
      render: (c) => <DutyStatusChip status={c.status} noLog={c.next_reset_at === null} />,
      noWrap: true,
    },
    ...CLOCK_KEYS.map(
      (key): DataTableColumn<DriverClocks> => ({
        id: key,
        header: HEADERS[key],
        render: (c) => <ClockCell clocks={c} clock={key} />,
        width: 130,
        minWidth: 120,
      }),
    ),
    {
      id: 'reset',
      header: `Next reset (${zone})`,
      render: (c) => (c.next_reset_at ? formatInstant(c.next_reset_at, timeZone, today) : '—'),
      noWrap: true,
    },
    {
      id: 'violations',
      header: 'Violations',
      render: (c) => <ViolationsCount violations={c.violations} timeZone={timeZone} today={today} />,
      noWrap: true,
    },
  ];
}
