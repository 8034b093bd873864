import PaidOutlined from '@mui/icons-material/PaidOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type AccountingLoad, formatDate, formatUsd, isFactorable, LOAD_MESSAGES, toCents } from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { SortHeader, type SortState } from '../../../components/list/sort-header';
import { LoadNumberLink } from '../../../components/load-number-link';
import { type RowAction, rowActionsColumn } from '../../../components/row-actions-menu';
import { selectColumn } from '../../../components/select-column';
import { InvoiceStateChip } from './invoice-state-chip';

export interface AccountingLoadActions {
  onPay: (load: AccountingLoad) => void;
  onUnpay: (load: AccountingLoad) => void;
}

/** What can be done with a delivered load's payment: record it once invoiced, or take it back. */
export const accountingLoadActions = (l: AccountingLoad, { onPay, onUnpay }: AccountingLoadActions): RowAction[] => [
  {
    label: 'Record payment',
    icon: PaidOutlined,
    onClick: () => onPay(l),
    hidden: l.invoice_number === null || l.paid_date !== null,
  },
  { label: 'Remove payment', icon: UndoOutlined, onClick: () => onUnpay(l), hidden: l.paid_date === null },
];

/** The name a load's actions are announced with: "Record payment load ACM-1". */
export const accountingLoadLabel = (l: AccountingLoad) => `load ${l.load_number}`;

/** The invoice's second line: its date and terms. */
export const invoiceDetails = (l: AccountingLoad) =>
  [formatDate(l.invoice_date), l.invoice_terms].filter(Boolean).join(' · ');

/** What a billed amount is made of when the customer is billed accessorials too (decision 0198); null otherwise. */
export const billedParts = (l: AccountingLoad) =>
  toCents(l.accessorials_billed) === 0n
    ? null
    : `Rate ${formatUsd(l.rate_booked ?? '0')} + accessorials ${formatUsd(l.accessorials_billed)}`;

/**
 * A figure with a quieter line under it (the customer under the load, the terms under the
 * invoice); both wrap in a narrow column rather than widen the table.
 */
const twoLines = (first: ReactNode, second: ReactNode) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {first}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="div">
      {second}
    </Typography>
  </Box>
);

/** Picking invoices for factoring (decision 0222): the page's factorable rows and the ids picked. */
export interface FactoringPick {
  selected: ReadonlySet<number>;
  pageIds: readonly number[];
  onSelect: (ids: readonly number[], on: boolean) => void;
}

const pickColumn = (pick: FactoringPick) =>
  selectColumn<AccountingLoad>({
    ...pick,
    allLabel: 'Select all invoices on this page that can be factored',
    rowLabel: (l) =>
      isFactorable(l)
        ? `Select invoice ${l.invoice_number} of load ${l.load_number} for factoring`
        : `Load ${l.load_number}: only open, up-to-date invoices not yet factored can be selected`,
    selectable: isFactorable,
  });

/** The invoice state, and the schedule that factored the invoice. */
export const stateCell = (l: AccountingLoad) => (
  <Box>
    <InvoiceStateChip load={l} />
    {l.factoring_submission_number !== null && (
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
        Factored · schedule {l.factoring_submission_number}
      </Typography>
    )}
  </Box>
);

export function accountingLoadColumns(
  actions: AccountingLoadActions,
  sort: SortState,
  pick?: FactoringPick,
): DataTableColumn<AccountingLoad>[] {
  const sortable = (id: string, label: string) => <SortHeader id={id} label={label} state={sort} />;
  return [
    ...(pick ? [pickColumn(pick)] : []),
    {
      id: 'load',
      header: sortable('load_number', 'Load'),
      minWidth: 150,
      render: (l) => twoLines(<LoadNumberLink id={l.id} loadNumber={l.load_number} />, l.customer.name),
    },
    {
      id: 'delivered',
      header: sortable('delivery_date', 'Delivered'),
      minWidth: 120,
      render: (l) =>
        twoLines(
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(l.delivery_date)}
          </Box>,
          l.delivery_place ?? '—',
        ),
    },
    {
      id: 'driver',
      header: 'Driver',
      minWidth: 110,
      render: (l) => l.driver?.name ?? '—',
    },
    {
      id: 'rate',
      header: sortable('billed_total', 'Amount'),
      align: 'right',
      noWrap: true,
      render: (l) => (
        <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>{twoLines(formatUsd(l.billed_total), billedParts(l))}</Box>
      ),
    },
    {
      id: 'invoice',
      header: sortable('invoice_number', 'Invoice'),
      minWidth: 120,
      render: (l) =>
        l.invoice_number === null
          ? '—'
          : twoLines(
              `#${l.invoice_number}`,
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
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {invoiceDetails(l)}
                </Box>
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
      noWrap: true,
      render: stateCell,
    },
    {
      id: 'paid',
      header: sortable('paid_date', 'Paid'),
      minWidth: 110,
      render: (l) =>
        l.paid_date
          ? twoLines(
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(l.paid_date)}
              </Box>,
              l.payment_reference ?? 'No reference',
            )
          : '—',
    },
    // Kept in view at the right edge whenever the table is wider than the page.
    rowActionsColumn(accountingLoadLabel, (l) => accountingLoadActions(l, actions), {
      width: 64,
      variant: 'buttons',
      stickyEnd: true,
    }),
  ];
}
