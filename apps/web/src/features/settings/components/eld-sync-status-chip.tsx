import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { EldSyncStatus } from '@tms/domain';
import type { ReactElement } from 'react';

/** What each connection state is called on the card, in words a fleet manager uses. */
export const ELD_SYNC_STATUS_LABELS: Record<EldSyncStatus, string> = {
  not_configured: 'Not connected',
  pending: 'Waiting for first sync',
  ok: 'Connected',
  failing: 'Sync failing',
  credentials_rejected: 'Key rejected',
};

const LOOKS: Record<EldSyncStatus, { color: ChipProps['color']; icon: ReactElement }> = {
  not_configured: { color: 'default', icon: <LinkOffOutlined /> },
  pending: { color: 'info', icon: <HourglassEmptyOutlined /> },
  ok: { color: 'success', icon: <CheckCircleOutlined /> },
  failing: { color: 'warning', icon: <ErrorOutlineOutlined /> },
  credentials_rejected: { color: 'error', icon: <KeyOffOutlined /> },
};

/** The state of an ELD provider's connection, as a chip beside the provider's name. */
export function EldSyncStatusChip({ status }: { status: EldSyncStatus }) {
  const look = LOOKS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={ELD_SYNC_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
