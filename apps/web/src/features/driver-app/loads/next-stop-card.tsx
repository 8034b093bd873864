import EventOutlined from '@mui/icons-material/EventOutlined';
import NavigationOutlined from '@mui/icons-material/NavigationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accentText } from '../../../app/theme/create-app-theme';
import { STOP_TYPE_LABELS, stopAddress, stopPlace, stopWhen } from '../format/stop-format';
import type { StopView } from '../queue/pending-view';
import { StopActionButton } from './stop-action-button';
import { StopDetails } from './stop-details';
import { StopStatus } from './stop-status';

/** The stop the driver heads to, large: where, when, the one action it needs, directions, whom to call. */
export function NextStopCard({ loadId, stop, count }: { loadId: number; stop: StopView; count: number }) {
  const address = stopAddress(stop);
  return (
    <Card component="section" aria-labelledby="next-stop" sx={{ p: 2.5, borderWidth: 2, borderColor: 'primary.main' }}>
      <Typography variant="overline" sx={{ display: 'block', lineHeight: 1.8, color: accentText }}>
        Next stop · {stop.event_order} of {count} · {STOP_TYPE_LABELS[stop.event_type]}
      </Typography>
      <Typography id="next-stop" variant="h4" component="h2" sx={{ fontSize: '1.75rem', lineHeight: 1.2 }}>
        {stopPlace(stop)}
      </Typography>
      {address && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {address}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <EventOutlined fontSize="small" color="action" />
        <Typography sx={{ fontWeight: 600 }}>
          {stopWhen(stop)}
          {stop.appointment_type_name && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' '}
              · {stop.appointment_type_name}
            </Box>
          )}
        </Typography>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <StopStatus stop={stop} />
      </Box>
      <Stack spacing={1.25} sx={{ mt: 2 }}>
        <StopActionButton loadId={loadId} stop={stop} />
        {stop.maps_url && (
          <Button
            variant="outlined"
            size="large"
            fullWidth
            href={stop.maps_url}
            target="_blank"
            rel="noopener"
            startIcon={<NavigationOutlined />}
            sx={{ minHeight: 52, borderRadius: 2 }}
          >
            Navigate
          </Button>
        )}
      </Stack>
      <Box sx={{ mt: 2 }}>
        <StopDetails stop={stop} />
      </Box>
    </Card>
  );
}
