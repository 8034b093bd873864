import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LoadEvent } from '@tms/domain';
import type { ReactNode } from 'react';
import { completedText, stopAddress, stopName, stopWhenText } from './stop-facts';
import { arrivalText, detentionText, stopLate } from './stop-times-text';

/** "Completed Nov 25, 2026, 09:40 CT by Dana Smith", or "Not completed". */
function completionText(stop: LoadEvent) {
  if (!stop.is_completed) return 'Not completed';
  const by = stop.completed_by ? ` by ${stop.completed_by.full_name}` : '';
  return `Completed ${completedText(stop)}${by}`.replace(/\s+/g, ' ').trim();
}

/**
 * One stop of the timeline: a marker on the line, its name and appointment type, place, window,
 * arrival and departure, detention past the company's free time, and whether it is done (when, by
 * whom, late if the truck got there after the window's end); `tools` move, edit and time it,
 * `action` completes it.
 */
export function StopRow({
  stop,
  last,
  freeMinutes,
  tools,
  action,
}: {
  stop: LoadEvent;
  last: boolean;
  /** The company's free time at a stop, in minutes. */
  freeMinutes: number;
  tools?: ReactNode;
  action?: ReactNode;
}) {
  const late = stopLate(stop);
  const detention = detentionText(stop, freeMinutes);
  const arrival = arrivalText(stop);
  const Marker = stop.is_completed ? CheckCircle : RadioButtonUnchecked;
  return (
    <Box component="li" data-testid="load-stop" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flex: 'none' }}>
        <Marker fontSize="small" color={stop.is_completed ? 'success' : 'disabled'} aria-hidden />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, pb: last ? 0 : 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{stopName(stop)}</Typography>
          {stop.appointment_type_name && (
            <Typography variant="caption" color="text.secondary">
              {stop.appointment_type_name}
            </Typography>
          )}
          {late && <Chip size="small" color="error" label="Late" />}
          {detention && <Chip size="small" color="warning" label={detention} />}
          {tools && <Box sx={{ ml: 'auto', display: 'flex', gap: 0.25 }}>{tools}</Box>}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {stopAddress(stop)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {stopWhenText(stop)}
        </Typography>
        {arrival && <Typography variant="body2">{arrival}</Typography>}
        <Typography variant="body2" color={stop.is_completed ? 'text.primary' : 'text.secondary'}>
          {completionText(stop)}
        </Typography>
        {action && <Box sx={{ mt: 1 }}>{action}</Box>}
      </Box>
    </Box>
  );
}
