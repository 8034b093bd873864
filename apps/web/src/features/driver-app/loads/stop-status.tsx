import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { clockTime } from '../format/stop-format';
import type { StopView } from '../queue/pending-view';

/** "Arrived 14:32", "Departed 15:10", each marked while it still waits on the phone. */
export function StopStatus({ stop }: { stop: StopView }) {
  const chips = [
    stop.arrived_at && { label: `Arrived ${clockTime(stop.arrived_at)}`, waiting: stop.arrivalWaiting },
    stop.departed_at && { label: `Departed ${clockTime(stop.departed_at)}`, waiting: stop.departureWaiting },
  ].filter((c): c is { label: string; waiting: boolean } => Boolean(c));
  if (!chips.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {chips.map((c) => (
        <Chip
          key={c.label}
          size="small"
          icon={c.waiting ? <CloudUploadOutlined /> : <CheckCircle />}
          color={c.waiting ? 'warning' : 'success'}
          variant="outlined"
          label={c.waiting ? `${c.label} · waiting to send` : c.label}
          sx={{ fontWeight: 600 }}
        />
      ))}
    </Stack>
  );
}
