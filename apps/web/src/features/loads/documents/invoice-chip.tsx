import Chip from '@mui/material/Chip';
import { formatDate, type Load } from '@tms/domain';

/** The load's invoice number and date, once it has been invoiced; nothing before. */
export function InvoiceChip({
  load,
  testId,
}: {
  load: Pick<Load, 'invoice_number' | 'invoice_date'>;
  testId?: string;
}) {
  if (load.invoice_number === null || load.invoice_date === null) return null;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={`Invoice ${load.invoice_number} · ${formatDate(load.invoice_date)}`}
      data-testid={testId}
    />
  );
}
