import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type FuelTransaction, formatDate, formatUsd } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { selectColumn } from '../../../components/select-column';
import { CATEGORY_LABELS, cardLabel, formatQuantity } from './fuel-format';

const dash = (
  <Typography component="span" color="text.disabled">
    —
  </Typography>
);

export type FuelTransactionAction = 'edit' | 'match' | 'delete';

interface Options {
  selected: ReadonlySet<number>;
  /** The rows of this page, for the header's select-all. */
  pageIds: readonly number[];
  onSelect: (ids: readonly number[], on: boolean) => void;
  onAction: (action: FuelTransactionAction, transaction: FuelTransaction) => void;
}

/** "Mar 4, 2025 ULSD": how a row is named to screen readers. */
export const transactionName = (t: FuelTransaction) =>
  `${formatDate(`${t.transaction_date}T12:00:00Z`)} ${t.purchased_item} ${formatUsd(t.total_amount)}`;

export function fuelTransactionColumns({
  selected,
  pageIds,
  onSelect,
  onAction,
}: Options): DataTableColumn<FuelTransaction>[] {
  return [
    selectColumn<FuelTransaction>({
      selected,
      pageIds,
      onSelect,
      allLabel: 'Select all transactions on this page',
      rowLabel: (t) => `Select ${transactionName(t)}`,
    }),
    {
      id: 'date',
      header: 'Date',
      noWrap: true,
      render: (t) => (
        <Box>
          <Typography variant="body2">{formatDate(`${t.transaction_date}T12:00:00Z`)}</Typography>
          {t.transaction_reference && (
            <Typography variant="caption" color="text.secondary">
              Ref. {t.transaction_reference}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'card',
      header: 'Card',
      noWrap: true,
      render: (t) => <Unmatched value={cardLabel(t)} matched={t.fuel_card_id !== null} what="card" />,
    },
    {
      id: 'truck',
      header: 'Truck',
      noWrap: true,
      // The company's truck once matched; until then the file's unit, marked.
      render: (t) =>
        t.truck ? t.truck.unit_number : <Unmatched value={t.truck_unit_number} matched={false} what="truck" />,
    },
    {
      id: 'driver',
      header: 'Driver',
      noWrap: true,
      render: (t) => (t.driver ? t.driver.name : <Unmatched value={t.driver_name} matched={false} what="driver" />),
    },
    {
      id: 'item',
      header: 'Item',
      noWrap: true,
      render: (t) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.purchased_item}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {CATEGORY_LABELS[t.item_category]}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'location',
      header: 'Location',
      minWidth: 140,
      render: (t) => [t.location_city, t.location_state].filter(Boolean).join(', ') || t.location || dash,
    },
    { id: 'quantity', header: 'Qty', align: 'right', noWrap: true, render: (t) => formatQuantity(t.unit_quantity) },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      noWrap: true,
      render: (t) => formatUsd(t.price_per_unit, { unitPrice: true }),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      noWrap: true,
      render: (t) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatUsd(t.total_amount)}
        </Typography>
      ),
    },
    {
      id: 'source',
      header: 'Source',
      noWrap: true,
      render: (t) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <Chip
            size="small"
            variant="outlined"
            label={t.source_type === 'import' ? `Import #${t.import_batch_id ?? '—'}` : 'Manual'}
          />
          {t.statement && (
            <Typography variant="caption" color="text.secondary">
              {onStatementNote(t.statement)}
            </Typography>
          )}
        </Box>
      ),
    },
    rowActionsColumn(
      (t) => transactionName(t),
      (t) => {
        // What a driver statement deducted is locked while it is there (decision 118): the row says why.
        const locked = t.statement !== null;
        return [
          {
            label: locked ? 'Edit (on a statement)' : 'Edit',
            icon: EditOutlined,
            disabled: locked,
            onClick: () => onAction('edit', t),
          },
          {
            label: `${t.is_matched ? 'Change match' : 'Match'}${locked ? ' (on a statement)' : ''}`,
            icon: LinkOutlined,
            disabled: locked,
            onClick: () => onAction('match', t),
          },
          {
            label: locked ? 'Delete (on a statement)' : 'Delete',
            icon: DeleteOutline,
            destructive: true,
            disabled: locked,
            onClick: () => onAction('delete', t),
          },
        ];
      },
    ),
  ];
}

/** "Deducted on statement #12 (paid)": why the row's actions are disabled. */
export const onStatementNote = (s: NonNullable<FuelTransaction['statement']>) =>
  `Deducted on statement #${s.id} (${s.status})`;

/** The file's value, with a warning mark when no card, truck or driver of the company fits it. */
function Unmatched({ value, matched, what }: { value: string | null; matched: boolean; what: string }) {
  if (matched) return value ?? dash;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <span>{value ?? '—'}</span>
      <Chip size="small" color="warning" variant="outlined" label={`No ${what}`} />
    </Box>
  );
}
