import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { agoText, CHECK_CALL_REASON_LABELS, type CheckCallReason, type DriverAppLoad } from '@tms/domain';
import { Link } from 'react-router';
import type { QueuedAction } from '../queue/queued-action';

type PendingCall = Extract<QueuedAction, { kind: 'check-call' }>;

const reasonLabel = (reason: string) => CHECK_CALL_REASON_LABELS[reason as CheckCallReason] ?? reason;

/** The last check call the office has, those still on the phone, and the way to send one. */
export function CheckCallCard({
  loadId,
  last,
  pending,
}: {
  loadId: number;
  last: DriverAppLoad['last_check_call'];
  pending: PendingCall[];
}) {
  return (
    <Card component="section" aria-labelledby={`check-calls-${loadId}`} sx={{ p: 2 }}>
      <Typography id={`check-calls-${loadId}`} variant="subtitle2" component="h2">
        Check call
      </Typography>
      {pending.map((p) => (
        <Box key={p.key} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <CloudUploadOutlined color="warning" fontSize="small" />
          <Typography variant="body2">{reasonLabel(p.input.reason)} · waiting to send</Typography>
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {last
          ? `Last: ${[reasonLabel(last.reason), last.place, agoText(last.created_at)].join(' · ')}`
          : 'None sent for this load yet.'}
      </Typography>
      <Button
        component={Link}
        to={`/driver/loads/${loadId}/check-call`}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<MyLocationOutlined />}
        sx={{ mt: 1.5, minHeight: 52, borderRadius: 2 }}
      >
        Send check call
      </Button>
    </Card>
  );
}
