import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LoadEvent } from '@tms/domain';
import type { ReactNode } from 'react';
import { completedLate, completedText, stopAddress, stopName, stopWhenText } from './stop-facts';

/**
 * One stop of the timeline: a marker on the line, its name and appointment type, place, window,
 * and whether it is done (when, and late if after the window's end); `action` completes it.
 */
export function StopRow({ stop, last, action }: { stop: LoadEvent; last: boolean; action?: ReactNode }) {
  const late = completedLate(stop);
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
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {stopAddress(stop)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {stopWhenText(stop)}
        </Typography>
        <Typography variant="body2" color={stop.is_completed ? 'text.primary' : 'text.secondary'}>
          {stop.is_completed ? `Completed ${completedText(stop)}`.trim() : 'Not completed'}
        </Typography>
        {action && <Box sx={{ mt: 1 }}>{action}</Box>}
      </Box>
    </Box>
  );
}
