import PaidOutlined from '@mui/icons-material/PaidOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type AccountingLoad, formatDate, formatUsd, LOAD_MESSAGES } from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { SortHeader, type SortState } from '../../../components/list/sort-header';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { InvoiceStateChip } from './invoice-state-chip';

interface AccountingLoadActions {
  onPay: (load: AccountingLoad) => void;
  onUnpay: (load: AccountingLoad) => void;
}

/** A figure with a quieter line under it (the customer under the load, the terms under the invoice). */
const twoLines = (first: ReactNode, second: ReactNode) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
      {first}
    </Typography>
    <Typography variant="caption" color="text.secondary" noWrap component="div">
      {second}
    </Typography>
  </Box>
);

export function accountingLoadColumns(
  { onPay, onUnpay }: AccountingLoadActions,
  sort: SortState,
): DataTableColumn<AccountingLoad>[] {
  const sortable = (id: string, label: string) => <SortHeader id={id} label={label} state={sort} />;
  return [
    {
      id: 'load',
      header: sortable('load_number', 'Load'),
      minWidth: 170,
      render: (l) => twoLines(l.load_number, l.customer.name),
    },
    {
      id: 'delivered',
      header: sortable('delivery_date', 'Delivered'),
      noWrap: true,
      render: (l) => twoLines(formatDate(l.delivery_date), l.delivery_place ?? '—'),
    },
    {
      id: 'driver',
      header: 'Driver',
      minWidth: 130,
      render: (l) => l.driver?.name ?? '—',
    },
    {
      id: 'rate',
      header: sortable('rate_booked', 'Amount'),
      align: 'right',
      noWrap: true,
      render: (l) => (
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatUsd(l.rate_booked)}
        </Typography>
      ),
    },
    {
      id: 'invoice',
      header: sortable('invoice_number', 'Invoice'),
      noWrap: true,
      render: (l) =>
        l.invoice_number === null
          ? '—'
          : twoLines(
              `#${l.invoice_number} · ${formatDate(l.invoice_date)}`,
              // Decision 0120: the rate changed after the invoice went out; it is generated again to match.
              l.invoice_outdated ? (
                <Box
                  component="span"
                  title={LOAD_MESSAGES.invoiceOutdated(l.invoice_number)}
                  sx={{ color: 'warning.main', fontWeight: 600 }}
                >
                  Billed {formatUsd(l.invoice_amount)} · generate again
                </Box>
              ) : (
                (l.invoice_terms ?? '')
              ),
            ),
    },
    {
      id: 'due',
      header: sortable('due_date', 'Due'),
      noWrap: true,
      render: (l) => (l.due_date ? formatDate(l.due_date) : '—'),
    },
    {
      id: 'state',
      header: 'State',
      width: 150,
      render: (l) => <InvoiceStateChip load={l} />,
    },
    {
      id: 'paid',
      header: sortable('paid_date', 'Paid'),
      noWrap: true,
      render: (l) => (l.paid_date ? twoLines(formatDate(l.paid_date), l.payment_reference ?? 'No reference') : '—'),
    },
    rowActionsColumn(
      (l) => `load ${l.load_number}`,
      (l) => [
        {
          label: 'Record payment',
          icon: PaidOutlined,
          onClick: () => onPay(l),
          hidden: l.invoice_number === null || l.paid_date !== null,
        },
        { label: 'Remove payment', icon: UndoOutlined, onClick: () => onUnpay(l), hidden: l.paid_date === null },
      ],
      { width: 64, variant: 'buttons' },
    ),
  ];
}
