import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicTracking } from '@tms/domain';
import { appointmentText, instantText, placeText } from './tracking-times';

const TYPE_LABELS: Record<string, string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** The stops as a timeline: done ones ticked with when, the rest with their appointment. */
export function TrackingStops({ stops, zone }: { stops: PublicTracking['stops']; zone: string }) {
  return (
    <Box component="ol" aria-label="Stops" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {stops.map((stop, i) => {
        const done = stop.completed_at !== null;
        const last = i === stops.length - 1;
        const appointment = appointmentText(stop, zone);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stops come in their order and carry no id.
          <Box component="li" key={i} sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              {done ? (
                <CheckCircle color="success" fontSize="small" aria-hidden />
              ) : (
                <RadioButtonUnchecked color="disabled" fontSize="small" aria-hidden />
              )}
              {!last && <Box sx={{ flex: 1, width: 2, my: 0.5, bgcolor: done ? 'success.main' : 'divider' }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2.5, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {TYPE_LABELS[stop.event_type] ?? stop.event_type}
                {done ? ' · done' : ''}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{placeText(stop)}</Typography>
              {appointment && (
                <Typography variant="body2" color="text.secondary">
                  Appointment: {appointment}
                </Typography>
              )}
              {stop.completed_at && (
                <Typography variant="body2" color="text.secondary">
                  Completed {instantText(stop.completed_at, zone)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
