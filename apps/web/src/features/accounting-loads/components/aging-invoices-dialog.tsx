import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AGING_BUCKET_LABELS, type AgingInvoice, formatDate, formatUsd, pastDueText, sumDecimals } from '@tms/domain';
import { useId } from 'react';
import { errorText } from '../../../app/api/api-error';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { LoadNumberLink } from '../../../components/load-number-link';
import { RetryAlert } from '../../../components/retry-alert';
import { useAgingInvoices } from '../api/get-aging-invoices';
import type { AgingFigure } from './aging-columns';

const figure = { align: 'right', noWrap: true } as const;

function invoiceColumns(allCustomers: boolean): DataTableColumn<AgingInvoice>[] {
  return [
    {
      id: 'load',
      header: 'Load',
      noWrap: true,
      render: (i) => <LoadNumberLink id={i.load_id} loadNumber={i.load_number} />,
    },
    ...(allCustomers ? [{ id: 'customer', header: 'Customer', render: (i: AgingInvoice) => i.customer_name }] : []),
    { id: 'invoice', header: 'Invoice', noWrap: true, render: (i) => `#${i.invoice_number}` },
    { id: 'invoice_date', header: 'Invoice date', noWrap: true, render: (i) => formatDate(i.invoice_date) },
    { id: 'due_date', header: 'Due date', noWrap: true, render: (i) => formatDate(i.due_date) },
    { id: 'days', header: 'Days past due', ...figure, render: (i) => pastDueText(i.days_past_due) },
    { id: 'amount', header: 'Amount', ...figure, render: (i) => formatUsd(i.amount) },
  ];
}

/** An invoice on a phone: the load and its amount, then the invoice, its days and how late it is. */
function InvoiceCard({ invoice: i, allCustomers }: { invoice: AgingInvoice; allCustomers: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: 600 }}>
        <LoadNumberLink id={i.load_id} loadNumber={i.load_number} />
        <span>{formatUsd(i.amount)}</span>
      </Box>
      {allCustomers && <Typography variant="body2">{i.customer_name}</Typography>}
      <Typography variant="body2" color="text.secondary">
        #{i.invoice_number} · {formatDate(i.invoice_date)} · due {formatDate(i.due_date)}
      </Typography>
      <Typography variant="body2">
        {i.days_past_due > 0 ? `${pastDueText(i.days_past_due)} past due` : pastDueText(i.days_past_due)}
      </Typography>
    </Box>
  );
}

/** The open invoices behind one figure of the aging, with their sum, which is the figure. */
export function AgingInvoicesDialog({
  figure: opened,
  who,
  asOf,
  onClose,
}: {
  figure: AgingFigure | null;
  /** The customer's name, or "All customers". */
  who: string;
  /** The aging's day; undefined for the company's today. */
  asOf: string | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useAgingInvoices(opened && { as_of: asOf, customer_id: opened.customerId, bucket: opened.bucket });
  const invoices = query.data?.invoices ?? [];
  const allCustomers = opened?.customerId === undefined;
  const sum = formatUsd(sumDecimals(invoices.map((i) => i.amount)));
  const what = opened?.bucket ? AGING_BUCKET_LABELS[opened.bucket] : 'All open invoices';
  const day = query.data?.as_of ?? asOf;
  return (
    <Dialog
      open={opened !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>
        {who} · {what}
      </DialogTitle>
      <DialogContent dividers>
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Open invoices{day ? ` as of ${formatDate(day)}` : ''}. Their sum is the figure you opened.
        </Typography>
        {query.isError && (
          <RetryAlert onRetry={() => void query.refetch()} sx={{ mb: 2 }}>
            {errorText(query.error)}
          </RetryAlert>
        )}
        <DataTable
          ariaLabel={`Invoices: ${who}, ${what}`}
          columns={invoiceColumns(allCustomers)}
          rows={invoices}
          getRowId={(i) => i.load_id}
          loading={query.isLoading}
          skeletonRows={3}
          card={(i) => <InvoiceCard invoice={i} allCustomers={allCustomers} />}
          cardsBelow="sm"
          minWidth={allCustomers ? 760 : 600}
          empty="No invoice is open behind this figure any more."
          footer={{
            cells: { load: `${invoices.length} ${invoices.length === 1 ? 'invoice' : 'invoices'}`, amount: sum },
            card: (
              <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
                <span>
                  {invoices.length} {invoices.length === 1 ? 'invoice' : 'invoices'}
                </span>
                <span>{sum}</span>
              </Box>
            ),
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
