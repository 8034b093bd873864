import Chip from '@mui/material/Chip';
import { STATEMENT_STATUS_LABELS, type StatementStatus } from '@tms/domain';
import { STATUS_COLORS } from './statement-format';

export function StatementStatusChip({ status }: { status: StatementStatus }) {
  return (
    <Chip
      size="small"
      component="span"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={STATEMENT_STATUS_LABELS[status]}
      sx={{ fontWeight: 600, minWidth: 80 }}
    />
  );
}
