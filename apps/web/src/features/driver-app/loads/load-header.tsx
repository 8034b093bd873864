import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoadView } from '../queue/pending-view';

const equipmentText = (l: LoadView) =>
  [l.truck_unit && `Truck ${l.truck_unit}`, l.trailer_unit && `Trailer ${l.trailer_unit}`].filter(Boolean).join(' · ');

/** The load's number as the page's heading, its status and what the driver must know of it. */
export function LoadHeader({ load, eyebrow }: { load: LoadView; eyebrow: string }) {
  const done = load.stops.filter((s) => s.is_completed).length;
  const equipment = equipmentText(load);
  return (
    <Box component="header">
      <Typography variant="overline" color="text.secondary">
        {eyebrow}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Load {load.load_number}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          // The catalogue colour as a dot, the name in the text colour: readable whatever the colour.
          icon={
            <Box
              component="span"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: load.status.color, ml: 1 }}
            />
          }
          label={load.status.name}
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {[`${done} of ${load.stops.length} stops done`, equipment].filter(Boolean).join(' · ')}
      </Typography>
      {(load.hazmat || load.is_team_load) && (
        <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
          {load.hazmat && (
            <Chip size="small" color="error" icon={<WarningAmberOutlined />} label="Hazmat" sx={{ fontWeight: 600 }} />
          )}
          {load.is_team_load && <Chip size="small" variant="outlined" label="Team load" />}
        </Stack>
      )}
    </Box>
  );
}
