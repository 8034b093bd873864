import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import Chip from '@mui/material/Chip';
import { useDriverQueue } from '../queue/driver-queue';

/** How many actions are still on the phone; nothing when all are sent. */
export function QueueIndicator() {
  const { actions, sending } = useDriverQueue();
  if (!actions.length) return null;
  const label = sending !== null ? 'Sending…' : `${actions.length} waiting`;
  return (
    <Chip
      icon={<CloudSyncOutlined />}
      label={label}
      color="warning"
      variant="outlined"
      size="small"
      role="status"
      aria-label={`${actions.length} ${actions.length === 1 ? 'action' : 'actions'} waiting to send`}
      sx={{ fontWeight: 600 }}
    />
  );
}
