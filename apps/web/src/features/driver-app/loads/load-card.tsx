import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { DriverAppLoad } from '@tms/domain';
import { Link } from 'react-router';
import { stopPlace, stopWhen } from '../format/stop-format';

/** A load in a list: its number, from where to where, and when it starts. */
export function LoadCard({ load }: { load: DriverAppLoad }) {
  const first = load.stops[0];
  const last = load.stops[load.stops.length - 1];
  return (
    <Card>
      <CardActionArea component={Link} to={`/driver/loads/${load.id}`} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Load {load.load_number}</Typography>
          <Typography variant="body2" color="text.secondary">
            {load.stops.length} stops
          </Typography>
        </Box>
        {first && last && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75, minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {stopPlace(first)}
            </Typography>
            <ArrowForwardOutlined fontSize="small" color="action" aria-label="to" />
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {stopPlace(last)}
            </Typography>
          </Box>
        )}
        {first && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {stopWhen(first)}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
