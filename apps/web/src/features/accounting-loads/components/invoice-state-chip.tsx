import Chip from '@mui/material/Chip';
import { type AccountingLoad, INVOICE_STATE_LABELS, type InvoiceState } from '@tms/domain';

const COLORS: Record<InvoiceState, 'default' | 'info' | 'error' | 'success'> = {
  not_invoiced: 'default',
  invoiced: 'info',
  overdue: 'error',
  paid: 'success',
};

/** Where a load stands with the customer's money; an overdue load says by how many days. */
export function InvoiceStateChip({ load }: { load: Pick<AccountingLoad, 'state' | 'days_overdue'> }) {
  const days = load.state === 'overdue' && load.days_overdue ? load.days_overdue : null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[load.state]}
      label={days ? `Overdue ${days} ${days === 1 ? 'day' : 'days'}` : INVOICE_STATE_LABELS[load.state]}
      sx={{ fontWeight: 600, color: load.state === 'not_invoiced' ? 'text.secondary' : undefined }}
    />
  );
}
