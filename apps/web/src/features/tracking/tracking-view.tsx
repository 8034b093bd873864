import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTracking } from '@tms/domain';
import { type ReactNode, useState } from 'react';
import { RelativeTime } from '../../components/relative-time';
import { trackingLogoUrl } from './get-public-tracking';
import { TrackingStops } from './tracking-stops';
import { instantText } from './tracking-times';

/** The carrier's logo, or its name when it has none (the logo route answers 404). */
function CarrierMark({ token, name }: { token: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{name}</Typography>;
  return (
    <Box
      component="img"
      src={trackingLogoUrl(token)}
      alt={name}
      onError={() => setFailed(true)}
      sx={{ maxHeight: 48, maxWidth: 200, objectFit: 'contain', display: 'block' }}
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One load as its customer sees it: the carrier, the load's number and status, its ETA and the
 * truck's last report, and the stops. `map` takes the route's map beside the stops (above them on
 * a phone); without it the stops use the whole width.
 */
export function TrackingView({
  token,
  tracking,
  zone,
  map,
}: {
  token: string;
  tracking: PublicTracking;
  zone: string;
  map?: ReactNode;
}) {
  const { carrier, position, eta } = tracking;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <CarrierMark token={token} name={carrier.name} />
          {carrier.phone && (
            <Typography variant="body2" component="a" href={`tel:${carrier.phone}`} sx={{ color: 'primary.main' }}>
              {carrier.phone}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            Load {tracking.load_number}
          </Typography>
          <Chip label={tracking.status} color="primary" variant="outlined" />
        </Stack>
        <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Fact label="ETA">{eta ? instantText(eta, zone) : 'Not available yet'}</Fact>
          <Fact label="Last position">{position ? <RelativeTime at={position.at} /> : 'No recent position'}</Fact>
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: map ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr' },
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby="tracking-stops" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="tracking-stops" variant="h6" component="h2" sx={{ mb: 2 }}>
            Stops
          </Typography>
          <TrackingStops stops={tracking.stops} zone={zone} />
        </Paper>
        {map && <Box sx={{ minWidth: 0, order: { xs: -1, md: 0 } }}>{map}</Box>}
      </Box>
    </Stack>
  );
}
