import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FleetMap } from '../../components/map/fleet-map';
import { SectionHeader } from '../../components/page-header';
import { useFleetTrucks } from './use-fleet-trucks';

/** The dashboard's fleet: every truck's last position, coloured by how its load stands. */
export function FleetMapCard() {
  const fleet = useFleetTrucks();
  if (!fleet.available) return null;
  return (
    <Paper component="section" variant="outlined" aria-label="Fleet map" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <SectionHeader
        title="Fleet map"
        actions={
          <Link component={RouterLink} to="/app/track-and-trace" variant="body2">
            Track &amp; Trace
          </Link>
        }
      />
      {!fleet.loading && fleet.trucks.length === 0 ? (
        <Typography color="text.secondary">No truck has reported a position yet.</Typography>
      ) : (
        <FleetMap label="Fleet map" trucks={fleet.trucks} height={{ xs: 260, md: 360 }} />
      )}
    </Paper>
  );
}
