import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type DutyStatusEvent, dayIn, formatStopWhen, timeOfDayIn } from '@tms/domain';
import { DutyStatusChip } from '../components/duty-status-chip';

/** When an event began: its time on the day shown, with its own day when it began before. */
function startText(e: DutyStatusEvent, day: string, timeZone: string): string {
  const began = dayIn(timeZone, new Date(e.start));
  const time = timeOfDayIn(e.start, timeZone);
  return began === day ? time : formatStopWhen(began, time);
}

/** The day's duty status changes in order: time, status, where, and the driver's note. */
export function DutyEventList({
  events,
  day,
  timeZone,
}: {
  events: readonly DutyStatusEvent[];
  day: string;
  timeZone: string;
}) {
  return (
    <Box component="ol" aria-label="Duty status changes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((e) => (
        <Box
          component="li"
          key={e.start}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '112px minmax(0, 1fr)', sm: '120px 140px minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: 0.5,
            alignItems: 'center',
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            variant="body2"
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {startText(e, day, timeZone)}
          </Typography>
          <Box>
            <DutyStatusChip status={e.status} />
          </Box>
          <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {e.location ?? (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  No location
                </Box>
              )}
              {e.adverse_conditions && (
                <Chip size="small" label="Adverse conditions" variant="outlined" sx={{ ml: 1 }} />
              )}
            </Typography>
            {e.note && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {e.note}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
