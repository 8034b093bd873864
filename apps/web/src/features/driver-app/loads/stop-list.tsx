import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { accentText } from '../../../app/theme/create-app-theme';
import { clockTime, STOP_TYPE_LABELS, stopPlace, stopWhen } from '../format/stop-format';
import type { StopView } from '../queue/pending-view';

function StopMarker({ stop, next }: { stop: StopView; next: boolean }) {
  if (stop.departureWaiting) return <CloudUploadOutlined color="warning" aria-label="Waiting to send" />;
  if (stop.is_completed) return <CheckCircle color="success" aria-label="Done" />;
  return (
    <Box
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontSize: '0.8rem',
        fontWeight: 700,
        border: 2,
        borderColor: next ? 'primary.main' : 'divider',
        color: next ? accentText : 'text.secondary',
      }}
    >
      {stop.event_order}
    </Box>
  );
}

/** A done stop by when the truck left (or arrived), marked while that waits on the phone; else its appointment. */
function stopLine(s: StopView): string {
  const waiting = ' · waiting to send';
  if (s.departed_at) return `Departed ${clockTime(s.departed_at)}${s.departureWaiting ? waiting : ''}`;
  if (s.arrived_at) return `Arrived ${clockTime(s.arrived_at)}${s.arrivalWaiting ? waiting : ''}`;
  return stopWhen(s);
}

/** Every stop of the load in order, done ones ticked; each opens its own page. */
export function StopList({ loadId, stops, nextId }: { loadId: number; stops: StopView[]; nextId: number | null }) {
  return (
    <Card component="section" aria-labelledby={`stops-${loadId}`}>
      <Typography id={`stops-${loadId}`} variant="subtitle2" component="h2" sx={{ px: 2, pt: 2 }}>
        Stops
      </Typography>
      <List disablePadding component="ol">
        {stops.map((s) => (
          <ListItem key={s.id} disablePadding>
            <ListItemButton
              component={Link}
              to={`/driver/loads/${loadId}/stops/${s.id}`}
              sx={{ gap: 1.5, py: 1.5, minHeight: 64 }}
            >
              <StopMarker stop={s} next={s.id === nextId} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: '0.04em' }}>
                  {STOP_TYPE_LABELS[s.event_type].toUpperCase()}
                </Typography>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {stopPlace(s)}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {stopLine(s)}
                </Typography>
              </Box>
              <ChevronRight color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
