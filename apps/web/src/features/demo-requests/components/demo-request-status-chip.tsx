import Chip from '@mui/material/Chip';
import type { DemoRequestStatus } from '@tms/domain';
import { DEMO_REQUEST_STATUS_INFO } from './demo-request-status';

export function DemoRequestStatusChip({ status }: { status: DemoRequestStatus }) {
  const { label, tone } = DEMO_REQUEST_STATUS_INFO[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label}
      sx={{ fontWeight: 600, minWidth: 84, ...(tone === 'default' ? { color: 'text.secondary' } : {}) }}
    />
  );
}
