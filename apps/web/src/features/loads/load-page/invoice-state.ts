import { formatDate, type Load } from '@tms/domain';

/** Where the load stands with its customer's bill: not invoiced, invoiced (perhaps outdated), or paid. */
export function invoiceState(
  load: Pick<Load, 'invoice_number' | 'invoice_date' | 'invoice_outdated' | 'paid_date'>,
): string {
  if (load.invoice_number === null) return 'Not invoiced';
  const invoiced = `Invoice ${load.invoice_number}${load.invoice_date ? ` · ${formatDate(load.invoice_date)}` : ''}`;
  if (load.paid_date) return `${invoiced} · paid ${formatDate(load.paid_date)}`;
  return load.invoice_outdated ? `${invoiced} · rate changed, generate it again` : invoiced;
}
