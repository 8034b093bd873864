import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { dayBounds, formatDate } from '@tms/domain';
import { useId } from 'react';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { EmptyState } from '../../../components/empty-state';
import { RetryAlert } from '../../../components/retry-alert';
import { useDutyLog } from '../api/get-duty-log';
import { DayPicker } from './day-picker';
import { DutyEventList } from './duty-event-list';
import { dayMinutes, logSpans } from './log-geometry';
import { LogGrid } from './log-grid';

export interface DutyLogDialogProps {
  /** The driver whose log is open; null when closed. */
  driver: { id: number; name: string } | null;
  /** The calendar day shown, in the company's zone. */
  day: string;
  today: string;
  timeZone: string;
  onDay: (day: string) => void;
  onClose: () => void;
}

/** One driver's log for a day: the grid, its totals and the changes of status, a day at a time. */
export function DutyLogDialog({ driver, day, today, timeZone, onDay, onClose }: DutyLogDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const bounds = dayBounds(day, timeZone);
  const log = useDutyLog(driver?.id ?? null, {
    from: bounds.start.toISOString(),
    to: bounds.end.toISOString(),
    live: day === today,
  });
  const events = log.data?.events ?? [];
  const spans = logSpans(events, bounds, new Date());
  return (
    <Dialog
      open={driver !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <Box sx={{ px: 3, pt: 2.5, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Driver's log
          </Typography>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {driver?.name}
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={onClose} sx={{ mr: -1 }}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, pb: 3, display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <DayPicker day={day} today={today} onDay={onDay} />
        {log.isError ? (
          <RetryAlert onRetry={() => void log.refetch()}>The log for {formatDate(day)} could not be loaded.</RetryAlert>
        ) : log.isPending ? (
          <Skeleton variant="rounded" height={170} />
        ) : spans.length === 0 ? (
          <EmptyState
            icon={MENU_ICONS.hos}
            title="No log for this day"
            description={`${driver?.name ?? 'The driver'} has no duty status recorded on ${formatDate(day)}.`}
          />
        ) : (
          <>
            <LogGrid spans={spans} minutes={dayMinutes(bounds)} label={`Duty status on ${formatDate(day)}`} />
            <DutyEventList events={events} day={day} timeZone={timeZone} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
