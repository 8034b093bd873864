import Chip from '@mui/material/Chip';
import type { DutyStatus } from '@tms/domain';
import { DUTY_STATUS_LABELS } from '../hos-format';

/** The colours ELD screens use: driving green, on duty amber, sleeper berth blue, off duty grey. */
export const DUTY_STATUS_COLORS: Record<DutyStatus, 'default' | 'info' | 'success' | 'warning'> = {
  off_duty: 'default',
  sleeper_berth: 'info',
  driving: 'success',
  on_duty: 'warning',
};

/**
 * A driver's duty status. `noLog`: nothing is recorded for the driver yet, so the API's "off
 * duty" is only its default and the chip says so instead.
 */
export function DutyStatusChip({ status, noLog = false }: { status: DutyStatus; noLog?: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={noLog ? 'default' : DUTY_STATUS_COLORS[status]}
      label={noLog ? 'No log' : DUTY_STATUS_LABELS[status]}
      sx={{
        fontWeight: 600,
        color: noLog || status === 'off_duty' ? 'text.secondary' : undefined,
        borderStyle: noLog ? 'dashed' : undefined,
      }}
    />
  );
}
