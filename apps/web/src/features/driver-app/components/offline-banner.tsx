import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOnline } from '../connectivity/connectivity';
import { useDriverQueue } from '../queue/driver-queue';

/** Shown while the phone cannot reach the server: what the driver does is kept and sent later. */
export function OfflineBanner() {
  const online = useOnline();
  const { actions } = useDriverQueue();
  if (online) return null;
  const waiting = actions.length
    ? ` ${actions.length} ${actions.length === 1 ? 'action is' : 'actions are'} waiting to send.`
    : '';
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: (t) => (t.palette.mode === 'dark' ? '#3B2A06' : '#FEF3C7'),
        color: (t) => (t.palette.mode === 'dark' ? '#FDE68A' : '#78350F'),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <CloudOffOutlined />
      <Box>
        <Typography sx={{ fontWeight: 700, fontSize: '0.95rem' }}>You are offline</Typography>
        <Typography variant="body2">
          What you do is saved on this phone and sent when the signal returns.{waiting}
        </Typography>
      </Box>
    </Box>
  );
}
